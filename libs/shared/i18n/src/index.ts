export * from './lib/locales';
export * from './lib/translator';
