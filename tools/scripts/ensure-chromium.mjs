#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium, never a downloaded browser. When it is missing,
// install it from Debian's packages (as root), or say exactly what to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(executable)) process.exit(0);

const command = 'apt-get update && apt-get install -y --no-install-recommends chromium';
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH points to ${executable}, which does not exist.`);
  process.exit(1);
}
if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  console.error(
    `Chromium is missing (${executable}). The end-to-end tests need Debian's package:\n  sudo sh -c '${command}'`,
  );
  process.exit(1);
}
console.log(`Chromium is missing: installing Debian's chromium package (${command})`);
try {
  execFileSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  console.error(`Installing Chromium failed. Run it yourself:\n  ${command}`);
  process.exit(1);
}
if (!existsSync(executable)) {
  console.error(`The chromium package installed, but ${executable} is still missing.`);
  process.exit(1);
}
