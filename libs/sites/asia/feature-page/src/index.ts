export * from './lib/asia-texts';
export * from './lib/AsiaPage/AsiaPage';
export type * from './lib/asia-page.loader.server';
export * from './lib/asia-form-rules';
