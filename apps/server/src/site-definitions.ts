import { registerAllSites } from '@corp/sites/registry';

/**
 * The web server serves every host, so it is the composition root of the URL resolver: every
 * site's definition (libs/sites/<site>/definition) registered with the one resolver, whose
 * tables the server's routing, host rules and local hosts come from.
 */
export const routeTable = registerAllSites();

/** Each site's local development hosts, tried in host order (the main site last). */
export const defaultHostPatterns = routeTable.defaultHostPatterns;
/** A local host name per site that its default patterns serve (browsers resolve *.localhost). */
export const localHosts = routeTable.localHosts;
