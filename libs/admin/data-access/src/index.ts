export * from './lib/types';
export * from './lib/base-api';
export * from './lib/session.slice';
export * from './lib/session.api';
export * from './lib/users.api';
export * from './lib/audit.api';
export * from './lib/store';
export * from './lib/errors';
