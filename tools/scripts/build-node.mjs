#!/usr/bin/env node
// Bundles a Node entry point (TypeScript, workspace libs through tsconfig paths) into one ES
// module; packages from node_modules stay external and load at run time.
//   node tools/scripts/build-node.mjs <entry.ts> <outdir>
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';

const [entry, outdir] = process.argv.slice(2);
if (!entry || !outdir) {
  console.error('usage: build-node.mjs <entry.ts> <outdir>');
  process.exit(2);
}
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: entry },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: path.resolve('tsconfig.base.json'),
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log(`built ${entry} → ${outdir}/main.js`);
