export * from './lib/site-registry';
