import { createLogger, loggerOptions } from '@corp/api/core';
import {
  createApiServer,
  createLifecycle,
  createMetrics,
  loadApiConfig,
  openApiRuntime,
  serveMetrics,
  stopProcessOnSignals,
} from '@corp/api/http';
import { registerAllSites } from '@corp/sites/registry';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The API reads every site's URL rows (the SEO lookup's host names, a lead's site, preview
// links): this composition root registers them with the one resolver its libs read.
registerAllSites();

let config;
try {
  config = loadApiConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// The build copies the migrations beside this bundle.
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const runtime = await openApiRuntime(config, {
  migrationsFolder,
  // The outbox worker's and the key sweeper's lines (delivery failed, dead-lettered, …).
  logger: createLogger(config.logLevel).child({ task: 'background' }),
});
const metrics = createMetrics();
metrics.watchOutbox(runtime.database.db);
const lifecycle = createLifecycle();
const app = createApiServer({
  runtime,
  logger: loggerOptions(config.logLevel),
  metrics,
  lifecycle,
  metricsOnPort: config.metricsPort !== undefined,
});
runtime.worker && app.log.info('outbox worker started');
app.log.info(
  { database: runtime.database.driver, location: runtime.database.location, content: runtime.seed },
  'database ready',
);
if (config.contentNow)
  app.log.warn(
    { contentNow: config.contentNow.toISOString() },
    'CONTENT_NOW is set: events and webinars are upcoming or past as at this instant, not now',
  );
await app.listen({ port: config.port, host: config.host });
const metricsServer =
  config.metricsPort !== undefined
    ? await serveMetrics(metrics, config.metricsPort, config.host)
    : undefined;
if (metricsServer) app.log.info({ port: config.metricsPort }, 'metrics on their own port');

// SIGTERM (a deploy) or SIGINT: readiness 503, the port closes, requests in flight finish, the
// outbox's claims are released, the database closes, exit 0.
stopProcessOnSignals({ app, lifecycle, shutdown: config.shutdown, runtime, metricsServer });
