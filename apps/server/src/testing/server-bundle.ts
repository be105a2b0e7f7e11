// The production web-server process for tests that start it for real (cluster.test.ts,
// graceful-stop.test.ts): cluster-node.ts bundled the way `nx build server` bundles the server,
// with the migrations beside it.
import { cpSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';

export const workspaceRoot = path.resolve(__dirname, '../../../..');

/** Writes `<entry>.js` and `migrations/` into `bundleDir`; returns the script's path. */
export async function bundleServerProcess(
  bundleDir: string,
  entry: 'cluster-node' | 'content-node' = 'cluster-node',
): Promise<string> {
  mkdirSync(bundleDir, { recursive: true });
  await build({
    entryPoints: { [entry]: path.join(__dirname, `${entry}.ts`) },
    // The layout's styles and pictures (content-node's loaders) mean nothing to a server test.
    loader: {
      '.css': 'empty',
      '.scss': 'empty',
      '.svg': 'empty',
      '.png': 'empty',
      '.webp': 'empty',
    },
    outdir: bundleDir,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    packages: 'external',
    tsconfig: path.join(workspaceRoot, 'tsconfig.base.json'),
    logLevel: 'error',
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  cpSync(path.join(workspaceRoot, 'libs/api/db/migrations'), path.join(bundleDir, 'migrations'), {
    recursive: true,
  });
  return path.join(bundleDir, `${entry}.js`);
}

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
