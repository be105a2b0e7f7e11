export * from './lib/asia-definition';
