export * from './test-api';
export * from './lead-fixtures';
