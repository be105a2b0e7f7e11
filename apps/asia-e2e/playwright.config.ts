import { fileURLToPath } from 'node:url';
import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';
import { ASIA_ORIGIN, LOOPBACK_ORIGIN, PORT } from './src/origins';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The Asia site needs the API (its lists, the lead dialog): the production web server serves
 * the Asia site alone (SITES=asia) with the API in the same process, a database in memory and
 * the marketing export on the Asia hosts (ADMIN_SITE=asia), as main-e2e does for the main site.
 */
export default siteE2EConfig({
  app: 'asia',
  port: PORT,
  testDir: import.meta.dirname + '/src',
  baseURL: ASIA_ORIGIN,
  readyURL: `${LOOPBACK_ORIGIN}/robots.txt`,
  marketingWebhookPort: PORT + 50,
  command: `${workspaceRoot}node_modules/.bin/node --max-old-space-size=320 ${workspaceRoot}dist/apps/server/main.js`,
  env: {
    SITES: 'asia',
    SITE_HOSTS_ASIA: 'asia.*,127.0.0.1',
    SITE_HOSTS_MAIN: 'main.invalid',
    ADMIN_SITE: 'asia',
    DATA_DIR: 'memory',
    UPLOADS_DIR: `${workspaceRoot}dist/.playwright/asia-uploads`,
    ADMIN_USER: 'e2e',
    ADMIN_PASSWORD: 'e2e-only-password',
    LOG_LEVEL: 'warn',
  },
});
