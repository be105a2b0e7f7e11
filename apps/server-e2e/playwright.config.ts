import { fileURLToPath } from 'node:url';
import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const node = `${workspaceRoot}node_modules/.bin/node`;

/** Where the stand-ins of the third-party scripts are served (never the internet). */
export const STUB_ORIGIN = 'http://127.0.0.1:4310';

/** The production web server, as `npm start` runs it, on its own port. */
const config = siteE2EConfig({
  app: 'server',
  port: 4300,
  testDir: import.meta.dirname + '/src',
  command: `${node} --max-old-space-size=320 ${workspaceRoot}dist/apps/server/main.js`,
  // A database in memory per run, uploads under dist/, and a test-only admin login. Every
  // third-party piece of spec §1 is configured, to the local stubs (the analytics counter's
  // script is answered by the test itself); the Asia site serves the EU-style unchecked choice.
  env: {
    DATA_DIR: 'memory',
    UPLOADS_DIR: `${workspaceRoot}dist/.playwright/server-uploads`,
    ADMIN_USER: 'e2e',
    ADMIN_PASSWORD: 'e2e-only-password',
    LOG_LEVEL: 'warn',
    ANALYTICS_ID: '98765432',
    CHAT_SCRIPT_URL: `${STUB_ORIGIN}/chat.js`,
    CALL_TRACKING_SCRIPT_URL: `${STUB_ORIGIN}/calltracking.js`,
    PIXEL_SCRIPT_URL: `${STUB_ORIGIN}/pixel.js`,
    AD_LOADER_SCRIPT_URL: `${STUB_ORIGIN}/adloader.js`,
    MARKETING_SCRIPT_URL: `${STUB_ORIGIN}/marketing.js`,
    CONSENT_DEFAULTS_ASIA: 'unchecked',
  },
});

const siteServer = config.webServer;
export default {
  ...config,
  webServer: [
    ...(Array.isArray(siteServer) ? siteServer : siteServer ? [siteServer] : []),
    {
      command: `${node} ${workspaceRoot}tools/playwright/third-party-stubs.mjs 4310`,
      url: `${STUB_ORIGIN}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
};
