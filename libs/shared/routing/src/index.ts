export * from './lib/sites';
export * from './lib/hosts';
