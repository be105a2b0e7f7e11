export * from './lib/api-routes';
export * from './lib/api-server';
export * from './lib/errors';
