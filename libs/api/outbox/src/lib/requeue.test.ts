import { leadDeliveries, leads } from '@corp/api/db';
import type { DatabaseHandle, DeliveryStatus, DeliveryTarget } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { asc, eq, inArray } from 'drizzle-orm';
import type { OutboxConfig } from './outbox-config';
import { createOutboxWorker } from './outbox-worker';
import { describeRequeue, parseRequeueArgs, requeueDeadDeliveries, UsageError } from './requeue';

const LEAD = {
  a: '00000000-0000-4000-8000-00000000000a',
  b: '00000000-0000-4000-8000-00000000000b',
  c: '00000000-0000-4000-8000-00000000000c',
};

describe(`requeueDeadDeliveries (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  const died = new Date('2031-05-01T07:00:00.000Z');
  const now = new Date('2031-05-01T10:00:00.000Z');

  /** Lead a: webhook dead, email dead; lead b: webhook dead, email retry; lead c: delivered + skipped. */
  beforeEach(async () => {
    await handle.db.delete(leads);
    await handle.db.insert(leads).values(
      Object.values(LEAD).map((id) => ({
        id,
        type: 'contact',
        locale: 'en',
        email: `${id}@example.com`,
        fields: {},
      })),
    );
    const row = (
      leadId: string,
      target: DeliveryTarget,
      status: DeliveryStatus,
      attempts: number,
    ) => ({
      leadId,
      target,
      status,
      attempts,
      lastError: status === 'dead' || status === 'retry' ? 'HTTP 503' : null,
      nextAttemptAt: died,
      updatedAt: died,
    });
    await handle.db
      .insert(leadDeliveries)
      .values([
        row(LEAD.a, 'webhook', 'dead', 10),
        row(LEAD.a, 'email', 'dead', 10),
        row(LEAD.b, 'webhook', 'dead', 10),
        row(LEAD.b, 'email', 'retry', 4),
        row(LEAD.c, 'webhook', 'delivered', 1),
        row(LEAD.c, 'email', 'skipped', 0),
      ]);
  });

  async function statuses() {
    const rows = await handle.db
      .select()
      .from(leadDeliveries)
      .orderBy(asc(leadDeliveries.leadId), asc(leadDeliveries.target));
    return rows.map((row) => `${row.leadId.slice(-1)} ${row.target} ${row.status} ${row.attempts}`);
  }

  it('requeues every dead delivery by default, due now with attempts reset', async () => {
    const requeued = await requeueDeadDeliveries(handle.db, {}, now);
    expect(requeued.map((row) => `${row.leadId.slice(-1)} ${row.target}`).sort()).toEqual([
      'a email',
      'a webhook',
      'b webhook',
    ]);
    expect(await statuses()).toEqual([
      'a email retry 0',
      'a webhook retry 0',
      'b email retry 4',
      'b webhook retry 0',
      'c email skipped 0',
      'c webhook delivered 1',
    ]);
    const [first] = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.id, requeued[0]?.id ?? 0));
    expect(first).toMatchObject({
      status: 'retry',
      attempts: 0,
      nextAttemptAt: now,
      lockedUntil: null,
      updatedAt: now,
      // Kept for the record until the next attempt overwrites it.
      lastError: 'HTTP 503',
    });
    // Nothing dead is left: a second run requeues nothing.
    expect(await requeueDeadDeliveries(handle.db, {}, now)).toEqual([]);
  });

  it('requeues only the given leads', async () => {
    const requeued = await requeueDeadDeliveries(handle.db, { leadIds: [LEAD.b, LEAD.c] }, now);
    expect(requeued).toEqual([{ id: expect.any(Number), leadId: LEAD.b, target: 'webhook' }]);
    expect(await statuses()).toEqual([
      'a email dead 10',
      'a webhook dead 10',
      'b email retry 4',
      'b webhook retry 0',
      'c email skipped 0',
      'c webhook delivered 1',
    ]);
  });

  it('requeues only the given target, combined with the leads', async () => {
    expect(
      (await requeueDeadDeliveries(handle.db, { target: 'email' }, now)).map((row) => row.leadId),
    ).toEqual([LEAD.a]);
    expect(
      await requeueDeadDeliveries(handle.db, { target: 'webhook', leadIds: [LEAD.a] }, now),
    ).toEqual([{ id: expect.any(Number), leadId: LEAD.a, target: 'webhook' }]);
    expect(await statuses()).toEqual([
      'a email retry 0',
      'a webhook retry 0',
      'b email retry 4',
      'b webhook dead 10',
      'c email skipped 0',
      'c webhook delivered 1',
    ]);
  });

  it('matches nothing for an empty lead list', async () => {
    expect(await requeueDeadDeliveries(handle.db, { leadIds: [] }, now)).toEqual([]);
    expect((await statuses()).filter((line) => line.includes('dead'))).toHaveLength(3);
  });

  it('gives the worker a full set of attempts again', async () => {
    const config: OutboxConfig = {
      webhookUrl: 'http://127.0.0.1:9/hook',
      brand: 'Ferrum Digital',
      mailFrom: 'website@ferrum-digital.example',
      mailTo: [],
      maxAttempts: 2,
      baseDelayMs: 1_000,
      maxDelayMs: 60_000,
      pollIntervalMs: 1_000,
      batchSize: 20,
      lockMs: 30_000,
      timeoutMs: 5_000,
      idempotencyTtlMs: 86_400_000,
    };
    const calls: string[] = [];
    const worker = createOutboxWorker({
      db: handle.db,
      config,
      now: () => now,
      random: () => 0,
      heartbeatMs: 0,
      fetch: async (_url, init) => {
        calls.push(String(new Headers(init?.headers).get('idempotency-key')));
        return new Response(null, { status: 503 });
      },
    });
    try {
      // Dead rows are never claimed: only b's due e-mail retry is (and skipped: no inbox).
      expect(await worker.runOnce()).toEqual({ claimed: 1, delivered: 0, failed: 0, skipped: 1 });
      expect(calls).toEqual([]);

      const requeued = await requeueDeadDeliveries(handle.db, { target: 'webhook' }, now);
      // Requeued rows are due at once, and a failure is attempt 1 of 2 again, not dead.
      expect(await worker.runOnce()).toEqual({ claimed: 2, delivered: 0, failed: 2, skipped: 0 });
      expect(calls.sort()).toEqual(requeued.map((row) => String(row.id)).sort());
      const rows = await handle.db
        .select()
        .from(leadDeliveries)
        .where(
          inArray(
            leadDeliveries.id,
            requeued.map((row) => row.id),
          ),
        );
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'retry', attempts: 1, lastError: 'HTTP 503' });
      }
    } finally {
      await worker.stop();
    }
  });
});

describe('parseRequeueArgs', () => {
  it('means every dead delivery without arguments', () => {
    expect(parseRequeueArgs([])).toEqual({ help: false, filter: {} });
  });

  it('collects repeated and comma-separated lead ids, lower-cased and deduplicated', () => {
    expect(
      parseRequeueArgs([
        '--lead',
        `${LEAD.a},${LEAD.b.toUpperCase()}`,
        `--lead=${LEAD.c}`,
        '--lead',
        LEAD.a,
      ]),
    ).toEqual({ help: false, filter: { leadIds: [LEAD.a, LEAD.b, LEAD.c] } });
  });

  it('reads the target, in both spellings', () => {
    expect(parseRequeueArgs(['--target', 'email'])).toEqual({
      help: false,
      filter: { target: 'email' },
    });
    expect(parseRequeueArgs(['--target=webhook', '--lead', LEAD.a])).toEqual({
      help: false,
      filter: { target: 'webhook', leadIds: [LEAD.a] },
    });
  });

  it('answers --help', () => {
    expect(parseRequeueArgs(['--lead', LEAD.a, '--help'])).toEqual({ help: true });
    expect(parseRequeueArgs(['-h'])).toEqual({ help: true });
  });

  it.each([
    [['--all-of-them'], 'unknown argument "--all-of-them"'],
    [[LEAD.a], `unknown argument "${LEAD.a}"`],
    [['--lead'], '--lead needs a value'],
    [['--lead', '--target', 'email'], '--lead needs a value'],
    [['--lead', '42'], '--lead must be a lead id (a UUID), not "42"'],
    [['--lead', `${LEAD.a},`], '--lead must be a lead id (a UUID), not ""'],
    [['--target', 'sms'], '--target must be webhook or email, not "sms"'],
    [['--target='], '--target must be webhook or email, not ""'],
    [['--target', 'email', '--target', 'webhook'], '--target is given twice'],
  ])('refuses %j', (args, message) => {
    expect(() => parseRequeueArgs(args)).toThrow(new UsageError(message));
    expect(() => parseRequeueArgs(args)).toThrow(UsageError);
  });
});

describe('describeRequeue', () => {
  const row = { id: 1, leadId: LEAD.a, target: 'webhook' as const };
  it('says how many rows of which filter were requeued', () => {
    expect(describeRequeue({}, [])).toBe('Requeued 0 dead deliveries');
    expect(describeRequeue({}, [row, row])).toBe('Requeued 2 dead deliveries');
    expect(describeRequeue({ target: 'webhook', leadIds: [LEAD.a] }, [row])).toBe(
      'Requeued 1 webhook dead delivery of 1 lead',
    );
    expect(describeRequeue({ leadIds: [LEAD.a, LEAD.b] }, [])).toBe(
      'Requeued 0 dead deliveries of 2 leads',
    );
  });
});
