export * from './test-api';
