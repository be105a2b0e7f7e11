// `npm run outbox:requeue [-- --lead <uuid>[,…] --target webhook|email]`: moves dead lead
// deliveries back to `retry`, due now, attempts reset, in the configured database (DATABASE_URL,
// else PGlite in DATA_DIR). Exit codes: 0 done, 1 configuration or database error, 2 bad usage.
// PGlite is a single-process database: while the server has DATA_DIR open, opening it fails
// (DataDirInUseError, naming the server's pid) and the command exits 1 without a change.
import { openDatabase } from '@corp/api/db';
import { loadApiConfig } from '@corp/api/http';
import {
  describeRequeue,
  parseRequeueArgs,
  requeueDeadDeliveries,
  requeueUsage,
  UsageError,
} from '@corp/api/outbox';
import type { RequeueCommand } from '@corp/api/outbox';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let command: RequeueCommand;
try {
  command = parseRequeueArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`outbox:requeue: ${error.message}\n\n${requeueUsage}`);
  process.exit(2);
}
if (command.help) {
  console.log(requeueUsage);
  process.exit(0);
}

try {
  const config = loadApiConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'),
  });
  try {
    const requeued = await requeueDeadDeliveries(database.db, command.filter);
    const where = `${database.driver} (${database.location})`;
    console.log(
      `${describeRequeue(command.filter, requeued)} in ${where}.` +
        (requeued.length > 0 ? ' They are due now: the outbox worker sends them again.' : ''),
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
