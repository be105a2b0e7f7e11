// Server-only: the route modules' loaders (React Router fails a build that puts a `.server`
// module in the browser's bundle). The page's types stay importable from the main entry.
export * from './lib/idp-page.loader.server';
