export * from './lib/courses-definitions';
