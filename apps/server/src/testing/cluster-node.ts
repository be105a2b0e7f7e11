// One web-server process for the multi-process test (cluster.test.ts): the real process —
// configuration, API in process, probes, metrics, graceful stop — with a stand-in for the main
// site's build, so that the test needs no site built. Bundled by the test, run with Node.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServerProcess } from '../server-process';
import type { Site } from '../sites';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

const main: Site = {
  clientDir: path.join(serverDir, 'client'),
  files: new Set(),
  async handle(request) {
    const nonce = request.headers.get('x-csp-nonce') ?? '';
    return new Response(
      `<!doctype html><title>main</title><h1>main</h1><script nonce="${nonce}"></script>`,
      { headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  },
};

runServerProcess({ serverDir, loadSites: async () => ({ main }) }).catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
