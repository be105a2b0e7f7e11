export * from './codes';
export * from './countries';
export * from './country-names';
