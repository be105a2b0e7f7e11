export * from './lib/api-routes';
export * from './lib/api-server';
export * from './lib/config';
export * from './lib/runtime';
export * from './lib/metrics';
export * from './lib/operations';
