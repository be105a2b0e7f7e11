/** E2E_PORT (and the webhook's, 50 above it) for a run beside another one on this machine. */
export const PORT = Number(process.env['E2E_PORT'] ?? 4302);
/** The browser visits the Asia site on its own host, as a visitor would. */
export const ASIA_ORIGIN = `http://asia.localhost:${PORT}`;
/**
 * Node does not resolve `*.localhost`: the test's own requests (the readiness check, the lead
 * export, the sitemap) go to 127.0.0.1, which this server also gives to the Asia site.
 */
export const LOOPBACK_ORIGIN = `http://127.0.0.1:${PORT}`;
