#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium, never a downloaded browser: its headless shell
// (package chromium-headless-shell) for the tests and the Storybook check, and the full browser
// (package chromium) for the Lighthouse and page benchmarks. When one is missing, install it from
// Debian's packages (as root), or say exactly what to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(`CHROMIUM_PATH points to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}

/** Debian's package of each executable. */
const packages = {
  '/usr/bin/chromium-headless-shell': 'chromium-headless-shell',
  '/usr/bin/chromium': 'chromium',
};
const missing = Object.entries(packages).filter(([executable]) => !existsSync(executable));
if (!missing.length) process.exit(0);

const names = missing.map(([, name]) => name).join(' ');
const command = `apt-get update && apt-get install -y --no-install-recommends ${names}`;
const what = missing.map(([executable]) => executable).join(', ');
if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  console.error(
    `Chromium is missing (${what}). The end-to-end tests need Debian's packages:\n  sudo sh -c '${command}'`,
  );
  process.exit(1);
}
console.log(`Chromium is missing (${what}): installing Debian's packages (${command})`);
try {
  execFileSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  console.error(`Installing Chromium failed. Run it yourself:\n  ${command}`);
  process.exit(1);
}
const still = missing.filter(([executable]) => !existsSync(executable));
if (still.length) {
  console.error(
    `The packages installed, but ${still.map(([executable]) => executable).join(', ')} is still missing.`,
  );
  process.exit(1);
}
