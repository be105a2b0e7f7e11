export * from './lib/asia-texts';
export * from './lib/asia-page.loader';
export * from './lib/AsiaPage/AsiaPage';
export * from './lib/asia-form-rules';
