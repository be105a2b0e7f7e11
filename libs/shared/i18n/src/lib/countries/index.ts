export * from './codes';
export * from './countries';
