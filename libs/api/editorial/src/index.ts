export * from './lib/content-change';
export * from './lib/editorial-routes';
