export * from './lib/base-api';
export * from './lib/health.api';
export * from './lib/store';
