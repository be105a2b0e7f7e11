import type { Database } from '@corp/api/db';
import type { OutboxConfig } from './outbox-config';
import type { OutboxLogger } from './outbox-logger';

/** What the worker's parts share: the database, the configuration, the logger and the clock. */
export interface WorkerRuntime {
  db: Database;
  config: OutboxConfig;
  logger: OutboxLogger;
  /** The clock for every due time, lock and timestamp the worker writes. */
  clock: () => Date;
}
