import { fileURLToPath } from 'node:url';
import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The production web server, as `npm start` runs it, on its own port. */
export default siteE2EConfig({
  app: 'server',
  port: 4300,
  testDir: import.meta.dirname + '/src',
  command: `${workspaceRoot}node_modules/.bin/node ${workspaceRoot}dist/apps/server/main.js`,
  // A database in memory per run, uploads under dist/, and a test-only admin login.
  env: {
    DATA_DIR: 'memory',
    UPLOADS_DIR: `${workspaceRoot}dist/.playwright/server-uploads`,
    ADMIN_USER: 'e2e',
    ADMIN_PASSWORD: 'e2e-only-password',
    LOG_LEVEL: 'warn',
  },
});
