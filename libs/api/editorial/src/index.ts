export * from './lib/content-change';
export * from './lib/editorial-routes';
export * from './lib/publish';
export * from './lib/content-kind';
export * from './lib/item-state';
export * from './lib/content-import';
