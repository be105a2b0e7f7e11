/**
 * The two web processes of the admin e2e (tools/playwright/two-web-processes.mjs): both on one
 * PostgreSQL database when TEST_DATABASE_URL is set; one process on PGlite otherwise.
 */
export const FIRST_PORT = 4400;
export const SECOND_PORT = process.env['TEST_DATABASE_URL'] ? 4401 : FIRST_PORT;
export const FIRST_ORIGIN = `http://localhost:${FIRST_PORT}`;
export const SECOND_ORIGIN = `http://localhost:${SECOND_PORT}`;
export const ADMIN = { login: 'e2e-admin', password: 'e2e-admin-password-only' };
/** The stand-in CRM webhook (tools/playwright/marketing-webhook.mjs). */
export const WEBHOOK_PORT = 4450;
export const WEBHOOK_ORIGIN = `http://127.0.0.1:${WEBHOOK_PORT}`;
