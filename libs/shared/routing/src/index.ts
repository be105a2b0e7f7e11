// The URL resolver's engine and types; each site's rows are its libs/sites/<site>/definition,
// composed by `createRouteTable` or `registerSites` in a composition root.
export * from './lib/site-definition';
// The platform's registry of site names is @corp/shared/contracts (`siteNames`); the engine itself
// takes any name. Re-exported for the modules that type a site with it from here.
export type { SiteName } from '@corp/shared/contracts';
export * from './lib/hosts';
export * from './lib/route-decision';
export * from './lib/paths';
export * from './lib/matching';
export * from './lib/locale-rules';
export * from './lib/route-table';
export * from './lib/resolve-route';
export * from './lib/registered-table';
export * from './lib/nonce-header';
export * from './lib/app-routes';
export * from './lib/route-id';
export * from './lib/marketing-page';
export * from './lib/route-param.schema';
