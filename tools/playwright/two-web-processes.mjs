// Two production web-server processes on one fresh PostgreSQL database (the admin e2e), or one
// process on an in-memory PGlite database where no PostgreSQL server is configured.
//
//   node tools/playwright/two-web-processes.mjs <firstPort> <secondPort>
//
// With TEST_DATABASE_URL (set by .ci/run where PostgreSQL answers) it creates a database of its
// own on that server, starts the first process (which migrates and seeds it), waits until it is
// ready, then starts the second. Both run the background worker, so either may carry out a
// scheduled publish. SIGTERM/SIGINT stop both (by pid) and drop the database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const [firstPort, secondPort] = process.argv.slice(2).map(Number);
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;
const children = [];
let databaseName;

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function start(port, env) {
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=320', `${workspaceRoot}dist/apps/server/main.js`],
    {
      cwd: workspaceRoot,
      env: { ...process.env, PORT: String(port), HOST: 'localhost', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`web process on port ${port} exited (${code ?? signal})`);
      void stop(1);
    }
  });
  return child;
}

async function ready(port) {
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  if (databaseName) {
    await admin(`drop database if exists "${databaseName}" with (force)`).catch((error) =>
      console.error(`could not drop ${databaseName}: ${error.message}`),
    );
  }
  process.exit(code);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

if (serverUrl) {
  databaseName = `admin_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(`create database "${databaseName}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const env = { DATABASE_URL: url.toString() };
  start(firstPort, env);
  await ready(firstPort);
  start(secondPort, env);
  await ready(secondPort);
} else {
  start(firstPort, { DATA_DIR: 'memory' });
  await ready(firstPort);
}
console.log(
  serverUrl
    ? `two web processes on ports ${firstPort} and ${secondPort}, database ${databaseName}`
    : `one web process on port ${firstPort} (no TEST_DATABASE_URL: PGlite in memory)`,
);
