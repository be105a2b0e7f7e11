export * from './test-database';
export * from './fault-proxy';
export * from './s3-stand-in';
