import { fileURLToPath } from 'node:url';
import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';
import { TECHPOD_ORIGIN, LOOPBACK_ORIGIN, PORT } from './src/origins';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The techpod site needs the API: the production web server serves it alone (SITES=techpod) with the API
 * in the same process, a database in memory and the marketing export on its hosts
 * (ADMIN_SITE=techpod), as main-e2e does for the main site.
 */
const config = siteE2EConfig({
  app: 'techpod',
  port: PORT,
  testDir: import.meta.dirname + '/src',
  baseURL: TECHPOD_ORIGIN,
  command: `${workspaceRoot}node_modules/.bin/node --max-old-space-size=320 ${workspaceRoot}dist/apps/server/main.js`,
  env: {
    SITES: 'techpod',
    SITE_HOSTS_TECHPOD: 'techpod.*,127.0.0.1',
    SITE_HOSTS_MAIN: 'main.invalid',
    ADMIN_SITE: 'techpod',
    DATA_DIR: 'memory',
    UPLOADS_DIR: `${workspaceRoot}dist/.playwright/techpod-uploads`,
    ADMIN_USER: 'e2e',
    ADMIN_PASSWORD: 'e2e-only-password',
    LOG_LEVEL: 'warn',
  },
});

export default {
  ...config,
  webServer:
    config.webServer && !Array.isArray(config.webServer)
      ? { ...config.webServer, url: `${LOOPBACK_ORIGIN}/robots.txt` }
      : config.webServer,
};
