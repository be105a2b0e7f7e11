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
 * The request header on which the web server hands a site's pages the main site's public origin
 * (`SITE_ORIGIN_MAIN`): the other hosts link to the main site's pages with it. The server
 * overwrites whatever a client sent under this name.
 */
export const MAIN_ORIGIN_HEADER = 'x-corp-main-origin';
