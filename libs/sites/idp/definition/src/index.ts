export * from './lib/idp-definition';
