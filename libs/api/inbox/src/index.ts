export * from './lib/inbox-routes';
export * from './lib/inbox-exports';
export * from './lib/lead-filter';
export * from './lib/lead-list';
export * from './lib/lead-detail';
export * from './lib/lead-update';
