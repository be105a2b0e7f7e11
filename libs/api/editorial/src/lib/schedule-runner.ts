import { contentSchedules, isConnectionLoss, recordAudit, SYSTEM_ACTOR } from '@corp/api/db';
import type { AuditActor, Database } from '@corp/api/db';
import { eq, sql } from 'drizzle-orm';
import type { ItemRef, Tx } from './content-change';

/** What a schedule row runs: the editorial publish and unpublish, in the claiming transaction. */
export interface ScheduleActions {
  publish(db: Tx, item: ItemRef, actor: AuditActor): Promise<{ changed: boolean }>;
  unpublish(db: Tx, item: ItemRef, actor: AuditActor): Promise<{ changed: boolean }>;
}

export interface ScheduleLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface ScheduleRunnerDeps {
  db: Database;
  actions: ScheduleActions;
  /** How often due schedules are looked for (default 1 s). */
  pollMs?: number;
  /** The clock a schedule is due by (tests move it); the real time by default. */
  now?: () => Date;
  logger?: ScheduleLogger;
  /** Most schedules run per poll (default 50); the rest wait for the next one. */
  batch?: number;
}

/** One schedule row as run: its id, item, action and the outcome written to it. */
export interface ScheduleRun {
  id: number;
  kind: string;
  key: string;
  action: 'publish' | 'unpublish';
  outcome: string;
}

export interface ScheduleRunner {
  /** Runs every schedule due now (up to `batch`), each in its own transaction, exactly once. */
  runOnce(): Promise<ScheduleRun[]>;
  /** Polls every `pollMs`; the timer is unref'd. */
  start(): void;
  /** Stops polling and waits for the run in flight. */
  stop(): Promise<void>;
}

const MAX_OUTCOME = 500;

/** A publish refused by the contract (422 `invalid_content`): what to keep as the outcome. */
function invalidOutcome(error: unknown): string | undefined {
  const failure = error as {
    statusCode?: number;
    code?: string;
    message?: string;
    errors?: { locale?: string; path?: string; message?: string }[];
  };
  if (failure?.statusCode !== 422 && failure?.code !== 'invalid_content') return undefined;
  const details = Array.isArray(failure.errors)
    ? failure.errors.map((item) => `${item.locale ?? ''} ${item.path ?? ''}: ${item.message ?? ''}`)
    : [];
  return `invalid: ${details.length ? details.join('; ') : (failure.message ?? 'invalid content')}`;
}

const describe = (error: unknown) =>
  String((error as Error | undefined)?.message ?? error)
    .replace(/\s+/g, ' ')
    .trim();

const ignore = () => undefined;
const silent: ScheduleLogger = { info: ignore, warn: ignore, error: ignore };

/**
 * Publishes and unpublishes content at the times editors set (`content_schedules`). Each due row
 * is claimed with `FOR UPDATE SKIP LOCKED` and marked done in the transaction that runs it, so
 * however many processes poll, a row runs once; a process that dies mid-run leaves it due for
 * the next. The action runs as the system actor inside a savepoint: a publish the contract
 * refuses, or an item that is gone, is kept as the row's outcome and audited, never retried and
 * never stops the loop. Only a lost database connection leaves the row for a later poll.
 */
export function createScheduleRunner(deps: ScheduleRunnerDeps): ScheduleRunner {
  const { db, actions } = deps;
  const clock = deps.now ?? (() => new Date());
  const logger = deps.logger ?? silent;
  const pollMs = deps.pollMs ?? 1_000;
  const batch = deps.batch ?? 50;

  /** Claims and runs the earliest due row, or returns undefined when none is due. */
  async function runNext(): Promise<ScheduleRun | undefined> {
    const now = clock();
    return db.transaction(async (tx) => {
      const claimed = (await tx.execute(sql`
        update content_schedules set done_at = ${now.toISOString()}::timestamptz
        where id = (
          select id from content_schedules
          where done_at is null and run_at <= ${now.toISOString()}::timestamptz
          order by run_at, id limit 1
          for update skip locked
        )
        returning id, kind, key, action`)) as unknown as {
        rows: { id: string | number; kind: string; key: string; action: string }[];
      };
      const row = claimed.rows[0];
      if (!row) return undefined;
      const id = Number(row.id);
      const action = row.action === 'unpublish' ? 'unpublish' : 'publish';
      const item = { kind: row.kind, key: row.key };
      let outcome: string;
      try {
        const result = await tx.transaction((savepoint) =>
          actions[action](savepoint, item, SYSTEM_ACTOR),
        );
        outcome = result.changed ? `${action}ed` : 'unchanged';
      } catch (error) {
        if (isConnectionLoss(error)) throw error;
        outcome = (invalidOutcome(error) ?? `failed: ${describe(error)}`).slice(0, MAX_OUTCOME);
        logger.warn(
          { scheduleId: id, kind: item.kind, action, outcome },
          'scheduled action failed',
        );
      }
      await tx.update(contentSchedules).set({ outcome }).where(eq(contentSchedules.id, id));
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: `content.scheduled-${action}`,
        targetType: 'content',
        targetId: `${item.kind}/${item.key}`,
        details: { scheduleId: id, outcome },
      });
      return { id, ...item, action, outcome } satisfies ScheduleRun;
    });
  }

  async function runOnce(): Promise<ScheduleRun[]> {
    const runs: ScheduleRun[] = [];
    while (runs.length < batch) {
      const run = await runNext();
      if (!run) break;
      runs.push(run);
    }
    return runs;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    timer = undefined;
    running = runOnce()
      .then((runs) => {
        if (runs.length) logger.info({ count: runs.length }, 'scheduled content actions run');
      })
      .catch((error: unknown) =>
        logger.error(
          { errorClass: (error as Error)?.name ?? 'Error' },
          'scheduled content actions not run',
        ),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, pollMs);
    timer.unref();
  };

  return {
    runOnce,
    start() {
      stopped = false;
      if (!timer && !running) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
