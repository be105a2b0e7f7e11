/**
 * The request header on which the web server hands a response's CSP nonce to a site's server
 * entry. The server overwrites whatever a client sent under this name.
 */
export const NONCE_HEADER = 'x-csp-nonce';

/**
 * The request header on which the web server names the site the Host header picked (`main`,
 * `asia`, …), for per-site settings such as `CONSENT_DEFAULTS_<SITE>`. The server overwrites
 * whatever a client sent under this name.
 */
export const SITE_HEADER = 'x-corp-site';

/**
 * The request header on which the web server hands a site's pages the hub's public origin
 * (`SiteDefinition.hub`; `SITE_ORIGIN_MAIN` today): the other hosts link to the hub's pages with it. The server
 * overwrites whatever a client sent under this name.
 */
export const HUB_ORIGIN_HEADER = 'x-corp-hub-origin';
