import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './database';
import { leadDeliveries, leads } from './schema';
import { openTestDatabase, sourceMigrationsFolder } from '../testing/test-database';

/** A table of the image only, unknown to the migrations. */
const marker = pgTable('marker', { note: text('note') });

describe('openDatabase', () => {
  it('migrates a PGlite data directory once and keeps rows across reopen', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-'));
    try {
      const first = await openDatabase({ dataDir: dir, migrationsFolder: sourceMigrationsFolder });
      expect(first.driver).toBe('pglite');
      const id = randomUUID();
      await first.db
        .insert(leads)
        .values({ id, type: 'contact', locale: 'en', email: 'a@b.example', fields: {} });
      await first.close();

      const second = await openDatabase({ dataDir: dir, migrationsFolder: sourceMigrationsFolder });
      const rows = await second.db.select().from(leads).where(eq(leads.id, id));
      expect(rows).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Two PGlite boots and every migration: slow on a busy machine.
  }, 90_000);

  it('starts an in-memory PGlite from an image and applies the migrations it lacks', async () => {
    const source = new PGlite();
    await source.exec(
      `CREATE TABLE marker (note text); INSERT INTO marker VALUES ('from the image')`,
    );
    const image = await source.dumpDataDir('none');
    await source.close();

    const handle = await openDatabase({
      migrationsFolder: sourceMigrationsFolder,
      pgliteImage: image,
    });
    try {
      expect(handle.location).toBe('memory');
      expect(await handle.db.select().from(marker)).toEqual([{ note: 'from the image' }]);
      const id = randomUUID();
      await handle.db
        .insert(leads)
        .values({ id, type: 'contact', locale: 'en', email: 'a@b.example', fields: {} });
      expect(await handle.db.select({ id: leads.id }).from(leads)).toEqual([{ id }]);
    } finally {
      await handle.close();
    }
  }, 90_000);
});

describe(`test database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('rolls a lead and its outbox rows back together', async () => {
    const id = randomUUID();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx
          .insert(leads)
          .values({ id, type: 'contact', locale: 'ru', email: 'x@y.example', fields: {} });
        await tx.insert(leadDeliveries).values({ leadId: id, target: 'webhook' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(leads)
      .where(eq(leads.id, id));
    expect(rows[0]?.count).toBe(0);
  });

  it('refuses a delivery for a lead that does not exist', async () => {
    await expect(
      handle.db.insert(leadDeliveries).values({ leadId: randomUUID(), target: 'email' }),
    ).rejects.toThrow();
  });
});
