import './lib/i18next-types';
export * from './lib/locales';
export * from './lib/resources';
export * from './lib/create-i18n';
export * from './lib/I18nProvider';
export * from './lib/countries';
export * from './lib/format';
export * from './lib/format/quantity';
export * from './lib/feature-namespace';
