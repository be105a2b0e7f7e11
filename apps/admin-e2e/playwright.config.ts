import { fileURLToPath } from 'node:url';
import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';
import { ADMIN, FIRST_PORT, SECOND_PORT, WEBHOOK_PORT } from './src/ports';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const node = `${workspaceRoot}node_modules/.bin/node`;

/**
 * The editorial platform end to end: an administrator (the first one, from ADMIN_USER and
 * ADMIN_PASSWORD) invites an editor, who drafts, previews, publishes, restores and schedules on
 * one process while the other serves the sites from the same PostgreSQL database.
 */
export default siteE2EConfig({
  app: 'admin',
  port: FIRST_PORT,
  testDir: import.meta.dirname + '/src',
  command: `${node} ${workspaceRoot}tools/playwright/two-web-processes.mjs ${FIRST_PORT} ${SECOND_PORT}`,
  readyURL: `http://127.0.0.1:${SECOND_PORT}/readyz`,
  // Leads go to a stand-in CRM webhook that can refuse an address (a CRM that is down).
  marketingWebhookPort: WEBHOOK_PORT,
  env: {
    ADMIN_USER: ADMIN.login,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    UPLOADS_DIR: `${workspaceRoot}dist/.playwright/admin-uploads`,
    // Schedules are looked at often, so a scheduled unpublish shows within the test's patience.
    SCHEDULE_POLL_MS: '250',
    // A refused delivery is dead at once, for sales to deliver again.
    OUTBOX_MAX_ATTEMPTS: '1',
  },
});
