import { loggerOptions } from '@corp/api/core';
import { createApiServer, loadApiConfig, openApiRuntime } from '@corp/api/http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let config;
try {
  config = loadApiConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// The build copies the migrations beside this bundle.
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const runtime = await openApiRuntime(config, { migrationsFolder });
const app = createApiServer({ runtime, logger: loggerOptions(config.logLevel) });
runtime.worker && app.log.info('outbox worker started');
app.log.info(
  { database: runtime.database.driver, location: runtime.database.location, content: runtime.seed },
  'database ready',
);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void app
        .close()
        .then(() => runtime.close())
        .then(() => process.exit(0)),
  );
}
