export * from './lib/schema';
export * from './lib/database';
export * from './lib/lead-source';
export * from './lib/file-store';
export * from './lib/postgres-pool';
export * from './lib/data-dir-lock';
export * from './lib/audit';
export * from './lib/s3-file-store';
