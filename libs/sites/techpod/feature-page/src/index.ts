export * from './lib/techpod-texts';
export * from './lib/TechpodPage/TechpodPage';
export type * from './lib/techpod-page.loader.server';
