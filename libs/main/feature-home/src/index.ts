export * from './lib/HomePage/HomePage';
export * from './lib/HomePage/home-texts';
