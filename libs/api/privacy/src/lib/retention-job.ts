import { jobRuns, recordAudit, SYSTEM_ACTOR } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { and, eq } from 'drizzle-orm';
import type { LeadFileStores } from './remove-leads';
import { applyRetention } from './retention';
import type { RetentionCounts, RetentionPeriods } from './retention';

export const RETENTION_JOB = 'retention';

export interface RetentionLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface RetentionJobDeps extends LeadFileStores, RetentionPeriods {
  db: Database;
  /** The clock (tests: `RETENTION_NOW`); the run's period is its UTC date. */
  now?: () => Date;
  /** How often a process checks whether today's run is done (default 15 minutes; unref'd). */
  intervalMs?: number;
  batchSize?: number;
  logger?: RetentionLogger;
}

export type RetentionRun =
  | { ran: false; period: string }
  | { ran: true; period: string; counts: RetentionCounts }
  | { ran: true; period: string; error: string };

export interface RetentionJob {
  /** Runs today's retention unless a process (this or another) already started it. */
  runIfDue(): Promise<RetentionRun>;
  /** Checks now and then every `intervalMs`. */
  start(): void;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
}

const errorClass = (error: unknown) =>
  error instanceof Error ? error.constructor.name || 'Error' : typeof error;

/**
 * The daily retention run, exactly once per UTC day across every process of a deployment: the
 * process whose insert of `job_runs ('retention', <date>)` succeeds runs it and records its
 * outcome and `finishedAt` there; the others see the row and skip. A run that fails (or a
 * process that dies mid-run) is not retried that day: deletions are by age, so the next day's
 * run catches up. Each run is in the audit log as `retention.run` (actor `system`) with counts.
 */
export function createRetentionJob(deps: RetentionJobDeps): RetentionJob {
  const clock = deps.now ?? (() => new Date());
  const intervalMs = deps.intervalMs ?? 15 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let inFlight: Promise<unknown> | undefined;

  async function run(): Promise<RetentionRun> {
    const now = clock();
    const period = now.toISOString().slice(0, 10);
    const claimed = await deps.db
      .insert(jobRuns)
      .values({ job: RETENTION_JOB, period })
      .onConflictDoNothing()
      .returning({ period: jobRuns.period });
    if (claimed.length === 0) return { ran: false, period };
    const row = and(eq(jobRuns.job, RETENTION_JOB), eq(jobRuns.period, period));
    const periods = { leadDays: deps.leadDays, consentDays: deps.consentDays };
    try {
      const counts = await applyRetention(deps.db, deps, {
        ...periods,
        now,
        batchSize: deps.batchSize,
      });
      // The run's end and its audit entry in one transaction: whoever sees it finished sees it
      // in the audit log too.
      await deps.db.transaction(async (tx) => {
        await tx
          .update(jobRuns)
          .set({ finishedAt: new Date(), outcome: { ok: true, ...counts } })
          .where(row);
        await recordAudit(tx, {
          actor: SYSTEM_ACTOR,
          action: 'retention.run',
          targetType: 'retention',
          targetId: period,
          details: { ...periods, ...counts },
        });
      });
      return { ran: true, period, counts };
    } catch (error) {
      const failure = errorClass(error);
      await deps.db
        .update(jobRuns)
        .set({ finishedAt: new Date(), outcome: { ok: false, error: failure } })
        .where(row)
        .catch(() => undefined);
      await recordAudit(deps.db, {
        actor: SYSTEM_ACTOR,
        action: 'retention.run',
        targetType: 'retention',
        targetId: period,
        details: { ...periods, error: failure },
      }).catch(() => undefined);
      return { ran: true, period, error: failure };
    }
  }

  function runIfDue(): Promise<RetentionRun> {
    const task = run();
    inFlight = task.catch(() => undefined);
    return task;
  }

  async function tick(): Promise<void> {
    timer = undefined;
    try {
      const result = await runIfDue();
      if ('counts' in result) deps.logger?.info({ ...result.counts }, 'retention run done');
      if ('error' in result)
        deps.logger?.warn({ errorClass: result.error }, 'retention run failed');
    } catch (error) {
      deps.logger?.warn({ errorClass: errorClass(error) }, 'retention check failed');
    }
    if (running) {
      timer = setTimeout(() => void tick(), intervalMs);
      timer.unref();
    }
  }

  return {
    runIfDue,
    start() {
      if (running) return;
      running = true;
      void tick();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
  };
}
