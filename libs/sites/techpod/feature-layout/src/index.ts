export * from './lib/TechpodLayout/TechpodLayout';
