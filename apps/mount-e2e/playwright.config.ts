import { fileURLToPath } from 'node:url';
import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';
import { ACCOUNT_URL, LANDING_ORIGIN, LOOPBACK_ORIGIN, PORT } from './src/origins';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The course landing needs the API (programme, speakers, the registration dialog): the
 * production web server serves the mount site alone (SITES=mount) with the API in the same
 * process, a database in memory and the marketing export on the landing's hosts
 * (ADMIN_SITE=mount), as main-e2e does for the main site.
 */
const config = siteE2EConfig({
  app: 'mount',
  port: PORT,
  // The stand-in marketing webhook: the lead tests read what a lead reached marketing with.
  marketingWebhookPort: PORT + 50,
  testDir: import.meta.dirname + '/src',
  baseURL: LANDING_ORIGIN,
  command: `${workspaceRoot}node_modules/.bin/node --max-old-space-size=320 ${workspaceRoot}dist/apps/server/main.js`,
  env: {
    SITES: 'mount',
    SITE_HOSTS_MOUNT: 'digitalmining.*,127.0.0.1',
    SITE_HOSTS_MAIN: 'main.invalid',
    ADMIN_SITE: 'mount',
    DATA_DIR: 'memory',
    UPLOADS_DIR: `${workspaceRoot}dist/.playwright/mount-uploads`,
    ADMIN_USER: 'e2e',
    ADMIN_PASSWORD: 'e2e-only-password',
    COURSE_ACCOUNT_URL_MOUNT: ACCOUNT_URL,
    LOG_LEVEL: 'warn',
  },
});

// The site is ready once it answers on the loopback (the webhook keeps its own health check).
const servers = Array.isArray(config.webServer) ? config.webServer : [config.webServer];
const site = servers.length - 1;

export default {
  ...config,
  webServer: servers.map((server, index) =>
    index === site && server ? { ...server, url: `${LOOPBACK_ORIGIN}/robots.txt` } : server,
  ),
};
