// Server-only: the route modules' loaders (React Router fails a build that puts a `.server`
// module in the browser's bundle). The page's types stay importable from the main entry.
export * from './lib/loaders/loader-args.server';
export * from './lib/loaders/product-hub.loader.server';
export * from './lib/loaders/product-page.loader.server';
export * from './lib/loaders/industry-page.loader.server';
