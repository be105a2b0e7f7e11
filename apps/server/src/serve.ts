import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { localHosts } from '@corp/shared/routing';
import type { SiteName } from '@corp/shared/routing';
import { loadApiConfig, openApiRuntime } from '@corp/api/http';
import type { ApiRuntime } from '@corp/api/http';
import { loadServerConfig } from './config';
import type { Site } from './sites';
import { loadSite } from './sites';
import { createWebServer, defaultSitesDir } from './web-server';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

async function start() {
  const config = loadServerConfig(process.env, defaultSitesDir(serverDir));
  const loaded = await Promise.all(
    config.sites.map(async (site) => [site, await loadSite(config.sitesDir, site)] as const),
  );
  const sites = Object.fromEntries(loaded) as Partial<Record<SiteName, Site>>;
  let apiRuntime: ApiRuntime | undefined;
  let adminOn = false;
  if (!config.apiUrl) {
    // The API in this process: its database (embedded PGlite in DATA_DIR unless DATABASE_URL),
    // content loaded into an empty database, and the outbox worker.
    const apiConfig = loadApiConfig(process.env);
    adminOn = Boolean(apiConfig.admin.user && apiConfig.admin.password);
    apiRuntime = await openApiRuntime(apiConfig, {
      migrationsFolder: path.join(serverDir, 'migrations'),
    });
    console.log(
      `Database: ${apiRuntime.database.driver} (${apiRuntime.database.location}); content ${apiRuntime.seed.reason} (${apiRuntime.seed.entries} entries)`,
    );
  }
  const app = await createWebServer({ config, sites, apiRuntime });
  app.addHook('onClose', async () => apiRuntime?.close());
  await app.listen({ port: config.port, host: config.host });

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
    console.log(
      adminOn
        ? `  Leads    ${origin}/admin/leads.csv (ADMIN_USER / ADMIN_PASSWORD)`
        : '  Leads    stored; /admin/leads.csv is off until ADMIN_USER and ADMIN_PASSWORD are set',
    );
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}

start().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
