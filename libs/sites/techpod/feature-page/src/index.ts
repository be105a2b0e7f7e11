export * from './lib/techpod-texts';
export * from './lib/techpod-page.loader';
export * from './lib/TechpodPage/TechpodPage';
