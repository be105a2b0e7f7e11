export * from './lib/main-definition';
export * from './lib/main-pages';
