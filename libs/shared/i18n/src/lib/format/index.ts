export * from './months';
export * from './date-time';
export * from './time-zone';
