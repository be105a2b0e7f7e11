// The platform's document: what renders the HTML document and starts a page on every site (the
// root route's document and error page, the CSP nonce, the API access of loaders, the public
// config, SEO, hydration parts). The chrome around the page is `@corp/shared/layout`'s.
export * from './lib/ErrorPage/ErrorPage';
export * from './lib/ErrorPage/error-texts';
export * from './lib/SiteDocument/SiteDocument';
export * from './lib/SiteRoot/SiteRoot';
export * from './lib/SiteRoot/site-name';
export { hubOriginFrom } from './lib/SiteRoot/root-loader';
export * from './lib/nonce/nonce';
export * from './lib/api-access/api-access';
export * from './lib/api-store/load-queries';
export * from './lib/public-config/public-config';
export * from './lib/seo/seo';
export * from './lib/seo/sitemap';
export * from './lib/page-href/page-href';
export * from './lib/route-state/route-state';
export * from './lib/route-state/RouterRouteState';
export { HYDRATED_ATTRIBUTE } from './lib/hydration/hydration';
export { Island, ISLAND_ATTRIBUTE, ISLANDS_ATTRIBUTE, useIslandPage } from './lib/islands/islands';
export type { IslandProps } from './lib/islands/islands';
