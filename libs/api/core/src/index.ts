export * from './lib/errors';
export * from './lib/validation';
export * from './lib/query';
export * from './lib/docs';
