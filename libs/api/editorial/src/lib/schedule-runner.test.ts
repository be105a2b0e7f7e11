import { HttpError } from '@corp/api/core';
import { auditLog, contentSchedules, openDatabase } from '@corp/api/db';
import type { DatabaseHandle } from '@corp/api/db';
import { openTestDatabase, sourceMigrationsFolder } from '@corp/api/db/testing';
import { asc, eq, sql } from 'drizzle-orm';
import type { ItemRef } from './content-change';
import { createScheduleRunner } from './schedule-runner';
import type { ScheduleActions } from './schedule-runner';

const at = (iso: string) => new Date(iso);

/** Actions that record each call; `refuse` names keys whose publish the contract refuses. */
function recordingActions(refuse: Record<string, unknown> = {}) {
  const calls: { action: string; item: ItemRef; actor: string }[] = [];
  const run = (action: string) => async (_tx: unknown, item: ItemRef, actor: { login: string }) => {
    // Long enough for a second runner to reach the same rows.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refusal = refuse[item.key];
    if (refusal) throw refusal;
    calls.push({ action, item, actor: actor.login });
    return { changed: true };
  };
  const actions: ScheduleActions = { publish: run('publish'), unpublish: run('unpublish') };
  return { calls, actions };
}

/** A second handle on the same database (on PostgreSQL: a pool of its own, a process's view). */
async function secondHandle(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (handle.driver !== 'postgres') return handle;
  const result = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${result.rows[0]?.name}`;
  return openDatabase({
    databaseUrl: url.toString(),
    migrationsFolder: sourceMigrationsFolder,
    poolSize: 4,
  });
}

describe('content schedules', () => {
  let handle: DatabaseHandle;
  let other: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
    other = await secondHandle(handle);
  }, 60_000);
  afterAll(async () => {
    if (other !== handle) await other?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(contentSchedules);
    await handle.db.delete(auditLog);
  });

  it('run each due row exactly once when two workers race, and leave rows not yet due', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({
      kind: 'events',
      key: `event-${index}`,
      action: index % 3 === 0 ? ('unpublish' as const) : ('publish' as const),
      runAt: at(`2030-01-01T10:00:${String(index).padStart(2, '0')}Z`),
    }));
    await handle.db
      .insert(contentSchedules)
      .values([
        ...rows,
        { kind: 'events', key: 'later', action: 'publish', runAt: at('2030-01-01T11:00:00Z') },
      ]);
    const recorded = recordingActions();
    const now = () => at('2030-01-01T10:30:00Z');
    const first = createScheduleRunner({ db: handle.db, actions: recorded.actions, now });
    const second = createScheduleRunner({ db: other.db, actions: recorded.actions, now });

    const runs = (
      await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()])
    ).flat();

    expect(runs).toHaveLength(30);
    expect(recorded.calls).toHaveLength(30);
    expect(new Set(recorded.calls.map((call) => call.item.key)).size).toBe(30);
    expect(recorded.calls.every((call) => call.actor === 'system')).toBe(true);
    const stored = await handle.db
      .select()
      .from(contentSchedules)
      .orderBy(asc(contentSchedules.runAt));
    expect(stored.filter((row) => row.doneAt)).toHaveLength(30);
    expect(stored.find((row) => row.key === 'event-0')?.outcome).toBe('unpublished');
    expect(stored.find((row) => row.key === 'event-1')?.outcome).toBe('published');
    expect(stored.find((row) => row.key === 'later')).toMatchObject({
      doneAt: null,
      outcome: null,
    });
    const audits = await handle.db.select().from(auditLog);
    expect(audits).toHaveLength(30);
    expect(audits.filter((entry) => entry.action === 'content.scheduled-unpublish')).toHaveLength(
      10,
    );

    // Once its time comes, the last one runs, once.
    const later = createScheduleRunner({
      db: handle.db,
      actions: recorded.actions,
      now: () => at('2030-01-01T11:00:00Z'),
    });
    expect((await later.runOnce()).map((run) => run.key)).toEqual(['later']);
    expect(await later.runOnce()).toEqual([]);
    expect(recorded.calls).toHaveLength(31);
  });

  it('keep a refused publish as the outcome, audit it, and go on with the next row', async () => {
    const refusal = Object.assign(new HttpError(422, 'Content is invalid', 'invalid_content'), {
      errors: [{ locale: 'ru', path: 'name', message: 'Required' }],
    });
    await handle.db.insert(contentSchedules).values([
      { kind: 'events', key: 'bad', action: 'publish', runAt: at('2030-01-01T10:00:00Z') },
      { kind: 'events', key: 'gone', action: 'unpublish', runAt: at('2030-01-01T10:00:01Z') },
      { kind: 'events', key: 'good', action: 'publish', runAt: at('2030-01-01T10:00:02Z') },
    ]);
    const recorded = recordingActions({
      bad: refusal,
      gone: new HttpError(404, 'events gone not found'),
    });
    const runner = createScheduleRunner({
      db: handle.db,
      actions: recorded.actions,
      now: () => at('2030-01-01T10:01:00Z'),
    });
    const runs = await runner.runOnce();
    expect(runs.map((run) => [run.key, run.outcome])).toEqual([
      ['bad', 'invalid: ru name: Required'],
      ['gone', 'failed: events gone not found'],
      ['good', 'published'],
    ]);
    const [bad] = await handle.db
      .select()
      .from(contentSchedules)
      .where(eq(contentSchedules.key, 'bad'));
    expect(bad?.doneAt).not.toBeNull();
    expect(bad?.outcome).toBe('invalid: ru name: Required');
    const audits = await handle.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audits.map((entry) => [entry.action, entry.targetId, entry.actorLogin])).toEqual([
      ['content.scheduled-publish', 'events/bad', 'system'],
      ['content.scheduled-unpublish', 'events/gone', 'system'],
      ['content.scheduled-publish', 'events/good', 'system'],
    ]);
    expect(audits[0]?.details).toMatchObject({ outcome: 'invalid: ru name: Required' });
    // Refused rows are done: nothing runs again.
    expect(await runner.runOnce()).toEqual([]);
  });

  it('poll on their own once started', async () => {
    await handle.db
      .insert(contentSchedules)
      .values({ kind: 'news', key: '7', action: 'publish', runAt: at('2020-01-01T00:00:00Z') });
    const recorded = recordingActions();
    const runner = createScheduleRunner({ db: handle.db, actions: recorded.actions, pollMs: 20 });
    runner.start();
    try {
      while (recorded.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await runner.stop();
    }
    expect(recorded.calls).toEqual([
      { action: 'publish', item: { kind: 'news', key: '7' }, actor: 'system' },
    ]);
  });
});
