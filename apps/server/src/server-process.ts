import { countUsers } from '@corp/api/accounts';
import { createLogger } from '@corp/api/core';
import { listenPostgres } from '@corp/api/editorial';
import path from 'node:path';
import { localHosts } from './site-definitions';
import type { SiteName } from '@corp/shared/contracts';
import {
  createLifecycle,
  createMetrics,
  loadApiConfig,
  openApiRuntime,
  serveMetrics,
  stopProcessOnSignals,
} from '@corp/api/http';
import type { ApiRuntime } from '@corp/api/http';
import { loadServerConfig } from './config';
import type { ServerConfig } from './config';
import type { Site } from './sites';
import { createWebServer, defaultSitesDir } from './web-server';

export interface ServerProcessOptions {
  /** The folder of the running bundle: the migrations and (by default) the sites are beside it. */
  serverDir: string;
  env?: NodeJS.ProcessEnv;
  /** Loads the mounted sites (their React Router builds). */
  loadSites(config: ServerConfig): Promise<Partial<Record<SiteName, Site>>>;
}

/**
 * One web-server process: the sites, the API in this process (unless API_URL), `/healthz`,
 * `/readyz`, `/metrics`, and a graceful stop on SIGTERM/SIGINT — readiness 503 and
 * `Connection: close` at once, the port closes after SHUTDOWN_DELAY_MS, the connections still
 * open are served to their end (SHUTDOWN_TIMEOUT_MS at most), the outbox's claims are released,
 * the database closes, exit 0.
 */
export async function runServerProcess({
  serverDir,
  env = process.env,
  loadSites,
}: ServerProcessOptions) {
  const config = loadServerConfig(env, defaultSitesDir(serverDir));
  const sites = await loadSites(config);
  let apiRuntime: ApiRuntime | undefined;
  let adminLine = '';
  if (!config.apiUrl) {
    // The API in this process: its database (embedded PGlite in DATA_DIR unless DATABASE_URL),
    // content loaded into an empty database, and the outbox worker.
    const apiConfig = loadApiConfig(env);
    apiRuntime = await openApiRuntime(apiConfig, {
      migrationsFolder: path.join(serverDir, 'migrations'),
      // The outbox worker's and the key sweeper's lines (delivery failed, dead-lettered, …).
      logger: createLogger(apiConfig.logLevel).child({ task: 'background' }),
    });
    adminLine = apiConfig.admin.user
      ? `sign in as ADMIN_USER (${apiConfig.admin.user}) with ADMIN_PASSWORD`
      : (await countUsers(apiRuntime.database.db)) === 0
        ? 'no administrator yet: set ADMIN_USER and ADMIN_PASSWORD and restart to create the first one, then invite the others at /admin/users'
        : 'sign in with your account';
    console.log(
      `Database: ${apiRuntime.database.driver} (${apiRuntime.database.location}); content ${apiRuntime.seed.reason} (${apiRuntime.seed.entries} entries); files in the ${apiRuntime.files.kind}`,
    );
  }
  const metrics = createMetrics();
  if (apiRuntime) metrics.watchOutbox(apiRuntime.database.db);
  const lifecycle = createLifecycle();
  const app = await createWebServer({
    config,
    sites,
    apiRuntime,
    // With API_URL, a process that can reach the database follows publishes there (else: TTLs).
    ...(config.apiUrl && env['DATABASE_URL']
      ? { contentChanges: listenPostgres({ connectionString: env['DATABASE_URL'] }) }
      : {}),
    lifecycle,
    metrics,
    metricsExposure: 'port' in config.metrics ? { port: true } : config.metrics,
  });
  await app.listen({ port: config.port, host: config.host });
  const metricsServer =
    'port' in config.metrics
      ? await serveMetrics(metrics, config.metrics.port, config.host)
      : undefined;

  const origin = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;
  console.log(`Serving every site on ${origin} (host patterns → local address)`);
  for (const site of config.sites) {
    const patterns = config.hostPatterns[site].join(', ');
    console.log(
      `  ${site.padEnd(8)} ${patterns.padEnd(40)} http://${localHosts[site]}:${config.port}/`,
    );
  }
  console.log(
    `  API      ${config.apiUrl ?? 'in this process'} at /api/v1 (OpenAPI: ${origin}/api/docs)`,
  );
  if (!config.apiUrl) {
    console.log(`  Admin    ${origin}/admin/ (${adminLine}); exports at /admin/api/leads.csv`);
  }
  console.log(
    `  Probes   ${origin}/healthz (liveness), ${origin}/readyz (readiness); metrics ${
      metricsServer
        ? `http://${config.host}:${'port' in config.metrics ? config.metrics.port : ''}/metrics`
        : `${origin}/metrics (ADMIN_USER / ADMIN_PASSWORD)`
    }`,
  );

  if (config.contentNow) {
    console.log(
      `  Clock    events and webinars are upcoming or past as at ${config.contentNow.toISOString()} (CONTENT_NOW), not now`,
    );
  }

  stopProcessOnSignals({
    app,
    lifecycle,
    shutdown: config.shutdown,
    runtime: apiRuntime,
    metricsServer,
  });
  return app;
}
