export * from './months';
export * from './date-time';
