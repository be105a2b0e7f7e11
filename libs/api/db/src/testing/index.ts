export * from './test-database';
export * from './fault-proxy';
