// One web-server process for the publishing test across processes (content-processes.test.ts):
// the real process (configuration, API in process, LISTEN, scheduler, page and data caches) with
// a stand-in for the main site whose pages read events as the real loaders do. Bundled by the
// test, run with Node.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServerProcess } from '../server-process';
import { contentSite } from './content-site';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

runServerProcess({
  serverDir,
  loadSites: async () => ({ main: contentSite(path.join(serverDir, 'client')) }),
}).catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
