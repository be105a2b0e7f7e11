export * from './lib/ErrorPage/ErrorPage';
export * from './lib/ErrorPage/error-texts';
export * from './lib/Hero/Hero';
export * from './lib/LandingPage/LandingPage';
export * from './lib/SiteDocument/SiteDocument';
export * from './lib/SiteRoot/SiteRoot';
export * from './lib/SiteShell/SiteShell';
export * from './lib/nonce/nonce';
