export * from './lib/techpod-definition';
