export * from './lib/schema';
export * from './lib/database';
