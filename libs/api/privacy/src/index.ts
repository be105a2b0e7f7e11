export * from './lib/subject';
export * from './lib/subject-export';
export * from './lib/remove-leads';
export * from './lib/erase';
export * from './lib/retention';
export * from './lib/retention-job';
export * from './lib/privacy-config';
export * from './lib/privacy-routes';
