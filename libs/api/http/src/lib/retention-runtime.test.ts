import { auditLog, consentRecords, jobRuns, leads } from '@corp/api/db';
import { openTestDatabase, sourceMigrationsFolder } from '@corp/api/db/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoContentDir } from '../testing/test-api';
import { loadApiConfig } from './config';
import { openApiRuntime } from './runtime';

const day = 86_400_000;
const RETENTION_NOW = '2031-05-02T03:00:00Z';
const ago = (days: number) => new Date(Date.parse(RETENTION_NOW) - days * day);

describe('the retention job of a process with background tasks (issue 44, point 5)', () => {
  it('is configured at start: 730 and 1125 days by default, a bad value named', () => {
    const base = { CONTENT_DIR: repoContentDir, DATA_DIR: 'memory' };
    expect(loadApiConfig(base).privacy).toEqual({
      leadRetentionDays: 730,
      consentRetentionDays: 1125,
    });
    expect(() =>
      loadApiConfig({ ...base, LEAD_RETENTION_DAYS: '0', RETENTION_NOW: 'soon' }),
    ).toThrow(
      /Invalid API configuration:[\s\S]*LEAD_RETENTION_DAYS: must be at least 1 day[\s\S]*RETENTION_NOW/,
    );
  });

  it('deletes leads and consents past retention at RETENTION_NOW, once for that day', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'retention-runtime-'));
    const database = await openTestDatabase();
    const { db } = database;
    const lead = (email: string, createdAt: Date) => ({
      id: randomUUID(),
      type: 'contact',
      locale: 'en',
      email,
      fields: { email },
      createdAt,
    });
    await db
      .insert(leads)
      .values([lead('old@example.com', ago(31)), lead('young@example.com', ago(29))]);
    await db.insert(consentRecords).values([
      { fingerprint: 'old', cookieList: 'necessary', locale: 'en', createdAt: ago(61) },
      { fingerprint: 'young', cookieList: 'necessary', locale: 'en', createdAt: ago(59) },
    ]);
    const config = loadApiConfig({
      CONTENT_DIR: repoContentDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      OUTBOX_ENABLED: 'false',
      LEAD_RETENTION_DAYS: '30',
      CONSENT_RETENTION_DAYS: '60',
      RETENTION_NOW,
    });
    const runtime = await openApiRuntime(config, {
      migrationsFolder: sourceMigrationsFolder,
      database,
    });
    try {
      expect(runtime.retention).toBeDefined();
      for (let waited = 0; ; waited += 20) {
        const [run] = await db.select().from(jobRuns).where(eq(jobRuns.job, 'retention'));
        if (run?.finishedAt) break;
        if (waited > 10_000) throw new Error('no retention run within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await db.select({ email: leads.email }).from(leads)).map((row) => row.email)).toEqual(
        ['young@example.com'],
      );
      const consents = await db.select({ f: consentRecords.fingerprint }).from(consentRecords);
      expect(consents).toEqual([{ f: 'young' }]);
      const runs = await db.select().from(jobRuns);
      expect(runs).toEqual([expect.objectContaining({ job: 'retention', period: '2031-05-02' })]);
      // Today's run is done: checking again in this process runs nothing.
      expect(await runtime.retention?.runIfDue()).toEqual({ ran: false, period: '2031-05-02' });
      const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'retention.run'));
      expect(audit).toHaveLength(1);
      expect(audit[0]?.details).toMatchObject({ leads: 1, consentRecords: 1, leadDays: 30 });
    } finally {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
