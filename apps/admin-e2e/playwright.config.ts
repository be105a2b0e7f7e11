import { fileURLToPath } from 'node:url';
import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';
import { ADMIN, FIRST_PORT, SECOND_PORT } from './src/ports';

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
  env: {
    ADMIN_USER: ADMIN.login,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    UPLOADS_DIR: `${workspaceRoot}dist/.playwright/admin-uploads`,
    // Schedules are looked at often, so a scheduled unpublish shows within the test's patience.
    SCHEDULE_POLL_MS: '250',
  },
});
