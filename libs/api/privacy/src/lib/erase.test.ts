import {
  auditLog,
  databaseFileStore,
  diskFileStore,
  idempotencyKeys,
  leadDeliveries,
  leadFiles,
  leads,
  storedFiles,
} from '@corp/api/db';
import type { DatabaseHandle, FileStore } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { eq, inArray } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eraseSubject } from './erase';
import { seedLead } from './privacy.test-support';
import { findSubject, subjectEmail } from './subject';
import { subjectExport } from './subject-export';

const admin = { id: null, login: 'root' };
const pdf = Buffer.from('%PDF-1.4 a resume');

describe(`data-subject requests (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    handle = await openTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'privacy-test-'));
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await handle.db.delete(leads);
    await handle.db.delete(idempotencyKeys);
    await handle.db.delete(storedFiles);
    await handle.db.delete(auditLog);
  });

  /** Two leads of one person (the e-mail in two cases, one with a resume) and someone else's. */
  async function twoPeople(files: FileStore) {
    const first = await seedLead(handle.db, files, { email: 'Anna.Petrova@Example.com' });
    const second = await seedLead(handle.db, files, {
      email: 'anna.petrova@example.com',
      file: pdf,
      delivered: true,
    });
    const other = await seedLead(handle.db, files, { email: 'boris@example.com', file: pdf });
    return { first, second, other };
  }

  it('finds both leads of an address whatever its case, with file, deliveries and keys', async () => {
    const files = databaseFileStore(handle.db);
    const { first, second } = await twoPeople(files);
    const records = await findSubject(handle.db, subjectEmail('  ANNA.petrova@example.com '));
    expect(records.leads.map((lead) => lead.id).sort()).toEqual([first.id, second.id].sort());
    expect(records.files).toHaveLength(1);
    expect(records.deliveries).toHaveLength(4);
    expect(records.idempotencyRecords).toHaveLength(2);
    expect(records.deliveredToCrm).toEqual([second.id]);

    const exported = await subjectExport(records, { files, brand: 'Ferrum', now: new Date() });
    expect(exported.leads.map((lead) => lead.email).sort()).toEqual([
      'Anna.Petrova@Example.com',
      'anna.petrova@example.com',
    ]);
    expect(exported.files[0]?.content).toEqual({
      encoding: 'base64',
      data: pdf.toString('base64'),
    });
    const webhook = exported.deliveries.find((row) => row.target === 'webhook');
    expect(webhook?.payload?.email).toMatch(/anna\.petrova@example\.com/i);
    const email = exported.deliveries.find((row) => row.target === 'email');
    expect(email?.email?.subject).toMatch(/^New lead \(contact\): Anna Petrova/);
    expect(exported.idempotencyRecords[0]?.response).toEqual({
      success: true,
      data: { id: expect.any(String) },
    });
  });

  it('erases both leads, the file bytes, outbox rows and keys in one go; others stay', async () => {
    const files = databaseFileStore(handle.db);
    const { first, second, other } = await twoPeople(files);
    const erased = await eraseSubject(handle.db, { files }, 'anna.petrova@example.com', {
      actor: admin,
      ip: '127.0.0.1',
    });
    expect(erased).toEqual({
      leads: 2,
      files: 1,
      deliveries: 4,
      idempotencyRecords: 2,
      deliveredToCrm: 1,
      filesNotRemoved: 0,
    });
    const ids = [first.id, second.id];
    expect(await handle.db.select().from(leads).where(inArray(leads.id, ids))).toEqual([]);
    expect(
      await handle.db.select().from(leadDeliveries).where(inArray(leadDeliveries.leadId, ids)),
    ).toEqual([]);
    expect(await handle.db.select().from(leadFiles).where(inArray(leadFiles.leadId, ids))).toEqual(
      [],
    );
    expect(await files.get(second.storedName ?? '')).toBeUndefined();
    expect((await handle.db.select().from(idempotencyKeys)).length).toBe(1);
    // Boris keeps his lead, its file and its key.
    expect(await handle.db.select().from(leads).where(eq(leads.id, other.id))).toHaveLength(1);
    expect(await files.get(other.storedName ?? '')).toEqual(pdf);

    const entries = await handle.db.select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'privacy.erase',
      actorLogin: 'root',
      details: { leads: 2, files: 1, deliveries: 4, idempotencyRecords: 2, deliveredToCrm: 1 },
    });
    const json = JSON.stringify(entries).toLowerCase();
    expect(json).not.toContain('anna');
    for (const id of ids) expect(json).not.toContain(id);
  });

  it('with a disk store removes the bytes after the commit', async () => {
    const files = diskFileStore(dir);
    const { second, other } = await twoPeople(files);
    expect(await files.get(second.storedName ?? '')).toEqual(pdf);
    const erased = await eraseSubject(handle.db, { files }, 'anna.petrova@example.com', {
      actor: admin,
    });
    expect(erased.files).toBe(1);
    expect(await files.get(second.storedName ?? '')).toBeUndefined();
    expect(await files.get(other.storedName ?? '')).toEqual(pdf);
  });

  it('an address with nothing stored erases nothing and still records the request', async () => {
    const files = databaseFileStore(handle.db);
    await twoPeople(files);
    const erased = await eraseSubject(handle.db, { files }, 'nobody@example.com', {
      actor: admin,
    });
    expect(erased.leads).toBe(0);
    expect(await handle.db.select().from(leads)).toHaveLength(3);
    expect(await handle.db.select().from(auditLog)).toHaveLength(1);
  });

  it('refuses a missing or malformed address with the field named', () => {
    expect(() => subjectEmail('')).toThrow(
      expect.objectContaining({ fields: { email: 'required' } }),
    );
    expect(() => subjectEmail('not an address')).toThrow(
      expect.objectContaining({ statusCode: 400, fields: { email: 'wrong-email' } }),
    );
  });
});
