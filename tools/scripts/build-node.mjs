#!/usr/bin/env node
// Bundles a Node entry point (TypeScript, workspace libs through tsconfig paths) into one ES
// module; packages from node_modules stay external and load at run time.
//   node tools/scripts/build-node.mjs <entry.ts> <outdir> [--copy <dir>:<name>]…
// `--copy` puts a folder beside the bundle (the database migrations).
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

const [entry, outdir, ...rest] = process.argv.slice(2);
const copies = [];
for (let i = 0; i < rest.length; i += 2) {
  if (rest[i] !== '--copy' || !rest[i + 1]?.includes(':')) {
    console.error(`unexpected argument ${rest[i]}`);
    process.exit(2);
  }
  copies.push(rest[i + 1].split(':'));
}
if (!entry || !outdir) {
  console.error('usage: build-node.mjs <entry.ts> <outdir>');
  process.exit(2);
}
rmSync(outdir, { recursive: true, force: true });
await build({
  // Several entry points may be comma-separated; each bundle is named after its file.
  entryPoints: Object.fromEntries(
    entry.split(',').map((file) => [path.basename(file).replace(/\.[cm]?ts$/, ''), file]),
  ),
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
for (const [from, name] of copies) cpSync(from, path.join(outdir, name), { recursive: true });
console.log(`built ${entry} → ${outdir}/main.js`);
