import { idempotencyKeys } from '@corp/api/db';
import type { DatabaseHandle } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { asc } from 'drizzle-orm';
import { createIdempotencySweeper, expireIdempotencyKeys } from './idempotency-sweeper';
import type { OutboxLogger } from './outbox-worker';

const hour = 3_600_000;
const ttlMs = 24 * hour;

describe(`idempotency key expiry (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  const now = new Date('2031-05-02T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  async function insertKeys(entries: [key: string, createdAt: Date][]) {
    await handle.db.insert(idempotencyKeys).values(
      entries.map(([key, createdAt]) => ({
        route: '/api/v1/feedback/',
        key,
        requestHash: `hash-${key}`,
        statusCode: 201,
        response: { id: key },
        createdAt,
      })),
    );
  }

  async function keys(): Promise<string[]> {
    const rows = await handle.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .orderBy(asc(idempotencyKeys.key));
    return rows.map((row) => row.key);
  }

  beforeEach(async () => {
    await handle.db.delete(idempotencyKeys);
  });

  it('deletes keys older than the TTL and keeps fresh ones', async () => {
    await insertKeys([
      ['expired-long-ago', ago(30 * ttlMs)],
      ['expired-just', ago(ttlMs + 1)],
      ['at-the-limit', ago(ttlMs)],
      ['fresh', ago(hour)],
      ['brand-new', now],
    ]);
    expect(await expireIdempotencyKeys(handle.db, { ttlMs, now })).toBe(2);
    expect(await keys()).toEqual(['at-the-limit', 'brand-new', 'fresh']);
    expect(await expireIdempotencyKeys(handle.db, { ttlMs, now })).toBe(0);
  });

  it('works through a backlog a batch at a time', async () => {
    await insertKeys([
      ...Array.from({ length: 7 }, (_, index): [string, Date] => [`old-${index}`, ago(2 * ttlMs)]),
      ['fresh', ago(hour)],
    ]);
    expect(await expireIdempotencyKeys(handle.db, { ttlMs, now, batchSize: 3 })).toBe(7);
    expect(await keys()).toEqual(['fresh']);
  });

  it('sweeps at start and on its interval until stopped', async () => {
    const info: Record<string, unknown>[] = [];
    const logger: OutboxLogger = {
      info: (details) => info.push(details),
      warn: () => undefined,
      error: () => undefined,
    };
    let clock = now;
    await insertKeys([
      ['old', ago(2 * ttlMs)],
      ['fresh', ago(hour)],
    ]);
    const sweeper = createIdempotencySweeper({
      db: handle.db,
      ttlMs,
      intervalMs: 10,
      now: () => clock,
      logger,
    });
    try {
      sweeper.start();
      await waitUntil(async () => info.length === 1);
      expect(await keys()).toEqual(['fresh']);
      // A day later the fresh key has expired too, and the next sweep removes it.
      clock = new Date(now.getTime() + ttlMs);
      await waitUntil(async () => info.length === 2);
      expect(await keys()).toEqual([]);
      expect(info).toEqual([{ deleted: 1 }, { deleted: 1 }]);
    } finally {
      await sweeper.stop();
    }
    await insertKeys([['after-stop', ago(3 * ttlMs)]]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await keys()).toEqual(['after-stop']);
  });
});

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await check()); waited += 10) {
    if (waited > 5_000) throw new Error('condition not reached within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
