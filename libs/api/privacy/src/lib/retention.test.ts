import {
  auditLog,
  consentRecords,
  databaseFileStore,
  idempotencyKeys,
  jobRuns,
  leadDeliveries,
  leads,
  storedFiles,
} from '@corp/api/db';
import type { DatabaseHandle } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { asc } from 'drizzle-orm';
import { seedLead } from './privacy.test-support';
import { applyRetention } from './retention';
import { createRetentionJob } from './retention-job';

const day = 86_400_000;
const now = new Date('2031-05-02T03:00:00.000Z');
const ago = (days: number) => new Date(now.getTime() - days * day);
const pdf = Buffer.from('%PDF-1.4 an old resume');

describe(`retention (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    for (const table of [leads, idempotencyKeys, storedFiles, auditLog, jobRuns, consentRecords])
      await handle.db.delete(table);
  });

  async function seedAges() {
    const files = databaseFileStore(handle.db);
    const old = await seedLead(handle.db, files, {
      email: 'old@example.com',
      createdAt: ago(731),
      file: pdf,
    });
    const older = await seedLead(handle.db, files, {
      email: 'older@example.com',
      createdAt: ago(2000),
    });
    const recent = await seedLead(handle.db, files, {
      email: 'new@example.com',
      createdAt: ago(729),
    });
    await handle.db.insert(consentRecords).values([
      { fingerprint: 'f-old', cookieList: 'necessary', locale: 'en', createdAt: ago(1126) },
      { fingerprint: 'f-kept', cookieList: 'necessary', locale: 'en', createdAt: ago(1124) },
    ]);
    return { files, old, older, recent };
  }

  const remainingLeads = async () =>
    (await handle.db.select({ email: leads.email }).from(leads)).map((row) => row.email);

  it('deletes leads past LEAD_RETENTION_DAYS with files and deliveries, and old consents', async () => {
    const { files, old } = await seedAges();
    const counts = await applyRetention(
      handle.db,
      { files },
      { leadDays: 730, consentDays: 1125, now, batchSize: 1 },
    );
    expect(counts).toEqual({
      leads: 2,
      files: 1,
      deliveries: 4,
      idempotencyRecords: 2,
      consentRecords: 1,
      filesNotRemoved: 0,
    });
    expect(await remainingLeads()).toEqual(['new@example.com']);
    expect(await handle.db.select().from(leadDeliveries)).toHaveLength(2);
    expect(await files.get(old.storedName ?? '')).toBeUndefined();
    const consents = await handle.db.select({ f: consentRecords.fingerprint }).from(consentRecords);
    expect(consents).toEqual([{ f: 'f-kept' }]);
  });

  it('runs once per UTC day across two racing processes, audited as retention.run', async () => {
    const { files } = await seedAges();
    let clock = now;
    const job = () =>
      createRetentionJob({
        db: handle.db,
        files,
        leadDays: 730,
        consentDays: 1125,
        now: () => clock,
      });
    const [a, b] = [job(), job()];
    const results = await Promise.all([a.runIfDue(), b.runIfDue()]);
    expect(results.filter((result) => result.ran)).toHaveLength(1);
    expect(results.map((result) => result.period)).toEqual(['2031-05-02', '2031-05-02']);
    expect(await remainingLeads()).toEqual(['new@example.com']);

    // Later the same day the young lead has not aged past the limit, and nothing runs anyway.
    clock = new Date(now.getTime() + 20 * 3_600_000);
    expect(await a.runIfDue()).toEqual({ ran: false, period: '2031-05-02' });
    // The next day the 729-day-old lead is 731 days old: the run of 2031-05-04 deletes it.
    clock = new Date(now.getTime() + 2 * day);
    const next = await b.runIfDue();
    expect(next).toMatchObject({ ran: true, period: '2031-05-04', counts: { leads: 1 } });
    expect(await remainingLeads()).toEqual([]);

    const runs = await handle.db.select().from(jobRuns).orderBy(asc(jobRuns.period));
    expect(runs.map((run) => [run.job, run.period, run.finishedAt !== null])).toEqual([
      ['retention', '2031-05-02', true],
      ['retention', '2031-05-04', true],
    ]);
    expect(runs[0]?.outcome).toMatchObject({ ok: true, leads: 2, consentRecords: 1 });
    const audit = await handle.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.map((entry) => [entry.action, entry.actorLogin, entry.targetId])).toEqual([
      ['retention.run', 'system', '2031-05-02'],
      ['retention.run', 'system', '2031-05-04'],
    ]);
    expect(audit[0]?.details).toMatchObject({ leadDays: 730, consentDays: 1125, leads: 2 });
    expect(JSON.stringify(audit)).not.toContain('@example.com');
  });

  it('records a failed run (its error class only) and does not retry it that day', async () => {
    const { files } = await seedAges();
    // A database whose transactions fail: the claim succeeds, the deletions do not.
    const failing = new Proxy(handle.db, {
      get: (target, property, receiver) =>
        property === 'transaction'
          ? () => Promise.reject(new RangeError('disk full'))
          : Reflect.get(target, property, receiver),
    });
    const job = createRetentionJob({
      db: failing,
      files,
      leadDays: 730,
      consentDays: 1125,
      now: () => now,
    });
    expect(await job.runIfDue()).toEqual({ ran: true, period: '2031-05-02', error: 'RangeError' });
    expect(await job.runIfDue()).toEqual({ ran: false, period: '2031-05-02' });
    const [run] = await handle.db.select().from(jobRuns);
    expect(run?.outcome).toEqual({ ok: false, error: 'RangeError' });
    expect(run?.finishedAt).not.toBeNull();
    const [entry] = await handle.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: 'retention.run', details: { error: 'RangeError' } });
    expect(await remainingLeads()).toHaveLength(3);
  });

  it('starts with a check and stops cleanly', async () => {
    const { files } = await seedAges();
    const info: Record<string, unknown>[] = [];
    const job = createRetentionJob({
      db: handle.db,
      files,
      leadDays: 730,
      consentDays: 1125,
      now: () => now,
      intervalMs: 10,
      logger: { info: (details) => info.push(details), warn: () => undefined },
    });
    job.start();
    for (let waited = 0; info.length === 0; waited += 10) {
      if (waited > 5_000) throw new Error('no run within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await job.stop();
    expect(info).toEqual([expect.objectContaining({ leads: 2 })]);
    expect(await handle.db.select().from(jobRuns)).toHaveLength(1);
  });
});
