export * from './lib/main-definition';
export * from './lib/main-pages';
export * from './lib/main-marketing';
