import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { consentGivenCookies } from '../../libs/shared/testing-e2e/src/consent-cookies';
import { MARKETING_WEBHOOK_ENV } from '../../libs/shared/testing-e2e/src/marketing-webhook';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Debian's Chromium, never a downloaded browser (see README: `npm test` installs it): its
 * headless shell, the same Blink and V8 without the desktop browser's UI processes, as
 * Playwright's own headless runs use. On the 2-core CI machine it took about 40 % less CPU than
 * the full browser for the same suite (asia: 93 s against 150 s).
 */
export const chromiumExecutable =
  process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (!existsSync(chromiumExecutable)) {
  throw new Error(
    `Chromium not found at ${chromiumExecutable}. Run "node tools/scripts/ensure-chromium.mjs" ` +
      `(as root it installs Debian's chromium package) or set CHROMIUM_PATH.`,
  );
}

/**
 * The instant the e2e servers split events and webinars into upcoming and past (`CONTENT_NOW`):
 * before the seeded content's dates, so the tests that open an upcoming event or webinar and
 * register for it find one whatever day they run. Only the server's clock is fixed: the browser
 * decides nothing by date (its lists come from the API, an event page's `ended` from the loader),
 * and the footer's copyright year must stay the same on both sides of hydration.
 */
export const E2E_CONTENT_NOW = '2026-11-20T09:00:00Z';

export interface SiteE2EOptions {
  /** Nx project name of the site app. */
  app: string;
  port: number;
  testDir: string;
  /** Command serving the site; by default the app's own build with react-router-serve. */
  command?: string;
  baseURL?: string;
  /** Extra environment of the served command. */
  env?: Record<string, string>;
  /** Where the runner waits for the site to answer (the base URL by default). */
  readyURL?: string;
  /**
   * A stand-in marketing webhook on this port (tools/playwright/marketing-webhook.mjs): the
   * served site delivers its leads to it (MARKETING_WEBHOOK_URL), and `marketingDelivery` of
   * @corp/shared/testing-e2e reads what a lead reached marketing with.
   */
  marketingWebhookPort?: number;
}

export function siteE2EConfig({
  app,
  port,
  testDir,
  command,
  baseURL,
  env,
  readyURL,
  marketingWebhookPort,
}: SiteE2EOptions) {
  const webhook = marketingWebhookPort ? `http://127.0.0.1:${marketingWebhookPort}` : undefined;
  // The config is read by the runner and by each worker: the tests find the webhook here.
  if (webhook) process.env[MARKETING_WEBHOOK_ENV] = webhook;
  const siteServer = {
    command:
      command ??
      `${workspaceRoot}node_modules/.bin/react-router-serve ${workspaceRoot}dist/apps/${app}/server/index.js`,
    url: readyURL ?? baseURL ?? `http://localhost:${port}`,
    // A React Router build names its client directory relative to the app's folder.
    cwd: command ? workspaceRoot : `${workspaceRoot}apps/${app}`,
    env: {
      PORT: String(port),
      HOST: 'localhost',
      NODE_ENV: 'production',
      CONTENT_NOW: E2E_CONTENT_NOW,
      // Delivered at once, and again soon should the first attempt fail.
      ...(webhook
        ? {
            MARKETING_WEBHOOK_URL: `${webhook}/marketing`,
            OUTBOX_POLL_MS: '200',
            OUTBOX_BASE_DELAY_MS: '500',
          }
        : {}),
      ...env,
    },
    reuseExistingServer: false,
    // The server migrates and seeds its in-memory database first: on a busy 2-core CI machine,
    // next to the other e2e projects, that has taken longer than a minute.
    timeout: 180_000,
  };
  const webhookServer = marketingWebhookPort && {
    command: `${workspaceRoot}node_modules/.bin/node ${workspaceRoot}tools/playwright/marketing-webhook.mjs ${marketingWebhookPort}`,
    url: `${webhook}/health`,
    reuseExistingServer: false,
    timeout: 30_000,
  };
  return defineConfig({
    testDir,
    outputDir: `${workspaceRoot}dist/.playwright/apps/${app}-e2e`,
    fullyParallel: true,
    forbidOnly: Boolean(process.env['CI']),
    // On CI a failed test runs once more, so the report tells a flaky test from a broken one.
    // A test that passed only on its retry is listed as flaky (a race to fix); it fails the run
    // only with E2E_FAIL_ON_FLAKY=1, because on the shared 2-core CI machine a test step can
    // stall for seconds behind the builds running beside it (ADR 0008).
    retries: process.env['CI'] ? 1 : 0,
    failOnFlakyTests: process.env['E2E_FAIL_ON_FLAKY'] === '1',
    // The same stalls: a test gets 60 s on CI (30 s locally); each expectation keeps its 5 s.
    timeout: process.env['CI'] ? 60_000 : 30_000,
    workers: 2,
    reporter: [['list']],
    use: {
      baseURL: baseURL ?? `http://localhost:${port}`,
      trace: 'retain-on-failure',
      storageState: { cookies: consentGivenCookies, origins: [] },
    },
    projects: [
      {
        name: 'chromium',
        use: {
          ...devices['Desktop Chrome'],
          launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
        },
      },
    ],
    // A lead sent before the webhook answers is delivered again 0.5 s later (OUTBOX_BASE_DELAY_MS).
    webServer: webhookServer ? [webhookServer, siteServer] : siteServer,
  });
}

export interface ServedSiteE2EOptions {
  /** Nx project name of the site app, also its name for the web server (`SITES`). */
  app: string;
  port: number;
  testDir: string;
  /** Where the browser visits the site: its own host, as a visitor would. */
  origin: string;
  /** The site's host patterns (`SITE_HOSTS_<SITE>`); the loopback is added. */
  hosts: string;
  /** A stand-in marketing webhook 50 ports above the site's (see `marketingWebhookPort`). */
  marketingWebhook?: boolean;
  /** Further environment of the web server. */
  env?: Record<string, string>;
}

/**
 * A site that needs the API, served alone by the production web server (`SITES=<app>`) with the
 * API in the same process, a database in memory and the marketing export on the site's hosts
 * (`ADMIN_SITE=<app>`). The runner waits for it on 127.0.0.1, which the server also gives to
 * the site: Node does not resolve `*.localhost`.
 */
export function servedSiteE2EConfig({
  app,
  port,
  testDir,
  origin,
  hosts,
  marketingWebhook = false,
  env,
}: ServedSiteE2EOptions) {
  return siteE2EConfig({
    app,
    port,
    testDir,
    baseURL: origin,
    readyURL: `http://127.0.0.1:${port}/robots.txt`,
    marketingWebhookPort: marketingWebhook ? port + 50 : undefined,
    command: `${workspaceRoot}node_modules/.bin/node --max-old-space-size=320 ${workspaceRoot}dist/apps/server/main.js`,
    env: {
      SITES: app,
      [`SITE_HOSTS_${app.toUpperCase()}`]: `${hosts},127.0.0.1`,
      SITE_HOSTS_MAIN: 'main.invalid',
      ADMIN_SITE: app,
      DATA_DIR: 'memory',
      UPLOADS_DIR: `${workspaceRoot}dist/.playwright/${app}-uploads`,
      ADMIN_USER: 'e2e',
      ADMIN_PASSWORD: 'e2e-only-password',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}
