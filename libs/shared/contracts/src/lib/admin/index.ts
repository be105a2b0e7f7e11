export * from './accounts.schema';
export * from './audit.schema';
