import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { SiteName } from '@corp/shared/contracts';
import type { Site } from './sites';
import { loadSite } from './sites';
import { runServerProcess } from './server-process';

runServerProcess({
  serverDir: path.dirname(fileURLToPath(import.meta.url)),
  async loadSites(config) {
    const loaded = await Promise.all(
      config.sites.map(async (site) => [site, await loadSite(config.sitesDir, site)] as const),
    );
    return Object.fromEntries(loaded) as Partial<Record<SiteName, Site>>;
  },
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
