export * from './lib/admin-config';
export * from './lib/admin-routes';
export * from './lib/admin-page';
export * from './lib/basic-auth';
export * from './lib/content-disposition';
export * from './lib/csv';
export * from './lib/consents-csv';
export * from './lib/leads-csv';
