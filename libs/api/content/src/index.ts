export * from './lib/content-files';
export * from './lib/content-store';
export * from './lib/content-routes';
export * from './lib/geolocation';
export * from './lib/seed';
export * from './lib/site-files-routes';
