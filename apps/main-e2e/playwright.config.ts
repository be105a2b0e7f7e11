import { fileURLToPath } from 'node:url';
import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The main site's pages need the API: the production web server serves the main site alone
 * (SITES=main) with the API in the same process and a database in memory, as `npm start` does.
 */
export default siteE2EConfig({
  app: 'main',
  // E2E_PORT (and the webhook's, 50 above it) for a run beside another one on this machine.
  port: Number(process.env['E2E_PORT'] ?? 4301),
  marketingWebhookPort: Number(process.env['E2E_PORT'] ?? 4301) + 50,
  testDir: import.meta.dirname + '/src',
  command: `${workspaceRoot}node_modules/.bin/node --max-old-space-size=320 ${workspaceRoot}dist/apps/server/main.js`,
  env: {
    SITES: 'main',
    DATA_DIR: 'memory',
    UPLOADS_DIR: `${workspaceRoot}dist/.playwright/main-uploads`,
    ADMIN_USER: 'e2e',
    ADMIN_PASSWORD: 'e2e-only-password',
    LOG_LEVEL: 'warn',
  },
});
