/** E2E_PORT for a run beside another one on this machine (the webhook's is 50 above it). */
export const PORT = Number(process.env['E2E_PORT'] ?? 4303);
/** The browser visits the site on its own host, as a visitor would. */
export const IDP_ORIGIN = `http://idp.localhost:${PORT}`;
/**
 * Node does not resolve `*.localhost`: the test's own requests (the readiness check, the lead
 * export, the sitemap) go to 127.0.0.1, which this server also gives to the site.
 */
export const LOOPBACK_ORIGIN = `http://127.0.0.1:${PORT}`;
