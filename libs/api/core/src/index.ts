export * from './lib/errors';
export * from './lib/validation';
export * from './lib/query';
export * from './lib/docs';
export * from './lib/text-guard';
export * from './lib/logging';
export * from './lib/trust-proxy';
export * from './lib/json-body';
