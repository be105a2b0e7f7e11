/**
 * The request header on which the web server hands a response's CSP nonce to a site's server
 * entry. The server overwrites whatever a client sent under this name.
 */
export const NONCE_HEADER = 'x-csp-nonce';
