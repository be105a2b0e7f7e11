import type { DatabaseHandle } from '@corp/api/db';
import { auditLog, databaseFileStore, leadDeliveries, leadFiles, leads } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { createOutboxWorker, loadOutboxConfig } from '@corp/api/outbox';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { addTestUser, inboxTestApp, insertLead, signInHeaders } from '../testing/inbox-test-app';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const NOW = new Date('2026-11-28T10:00:00.000Z');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe(`a lead's page, status, owner and deliveries (${engine})`, () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let sales: Record<string, string>;
  let ownerId: string;
  let editorId: string;
  let leadId: string;
  let earlierId: string;
  const fileId = randomUUID();

  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await inboxTestApp(handle.db, {
      now: () => NOW,
      siteOrigins: { asia: 'https://asia.ferrum.example' },
    });
    ownerId = await addTestUser(handle.db, 'sam@sales.example', 'sales', 'Sam');
    editorId = await addTestUser(handle.db, 'ed@editors.example', 'editor');
    sales = await signInHeaders(app, 'sam@sales.example');
    earlierId = await insertLead(handle.db, {
      email: 'IVAN@acme.example',
      type: 'news',
      createdAt: new Date('2026-10-01T00:00:00Z'),
    });
    await insertLead(handle.db, { email: 'someone-else@acme.example' });
    leadId = await insertLead(handle.db, {
      email: 'ivan@acme.example',
      type: 'resume',
      site: 'asia',
      page: '/careers/?from=mail',
      fields: { name: 'Ivan Petrov', position: 'Engineer', policyAgreement: 'true' },
    });
    const storedName = await databaseFileStore(handle.db).put(handle.db, PDF, 'pdf');
    await handle.db.insert(leadFiles).values({
      id: fileId,
      leadId,
      originalName: 'cv.pdf',
      storedName,
      mimeType: 'application/pdf',
      size: PDF.length,
    });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const audits = (action: string) =>
    handle.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));
  const open = () => app.inject({ url: `/admin/api/leads/${leadId}`, headers: sales });
  const patch = (payload: object, headers = sales) =>
    app.inject({ method: 'PATCH', url: `/admin/api/leads/${leadId}`, headers, payload });

  it('shows everything about the lead; opening marks it read and is audited each time', async () => {
    const first = await open();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: leadId,
      type: 'resume',
      site: 'asia',
      page: '/careers/?from=mail',
      pageUrl: 'https://asia.ferrum.example/careers/?from=mail',
      email: 'ivan@acme.example',
      status: 'new',
      owner: null,
      openedAt: NOW.toISOString(),
      fields: { name: 'Ivan Petrov', position: 'Engineer', policyAgreement: 'true' },
      file: {
        id: fileId,
        name: 'cv.pdf',
        size: PDF.length,
        mimeType: 'application/pdf',
        url: `/admin/api/files/${fileId}`,
      },
      consent: { policyAgreement: 'true', subscription: null, records: [] },
      deliveries: [],
      earlier: [
        { id: earlierId, createdAt: '2026-10-01T00:00:00.000Z', type: 'news', status: 'new' },
      ],
    });
    expect(first.json().fields).not.toHaveProperty('ip');
    const list = await app.inject({ url: '/admin/api/leads?unread=1', headers: sales });
    expect(list.json().data.map((row: { id: string }) => row.id)).not.toContain(leadId);

    expect((await open()).statusCode).toBe(200);
    const entries = await audits('lead.open');
    expect(entries.map((entry) => [entry.actorLogin, entry.targetId, entry.details])).toEqual([
      ['sam@sales.example', leadId, { first: true }],
      ['sam@sales.example', leadId, { first: false }],
    ]);
    const missing = await app.inject({ url: `/admin/api/leads/${randomUUID()}`, headers: sales });
    expect(missing.statusCode).toBe(404);
    expect((await app.inject({ url: '/admin/api/leads/nope', headers: sales })).statusCode).toBe(
      404,
    );
    expect(await audits('lead.open')).toHaveLength(2);
  });

  it("downloads the lead's file, in the log as the lead's", async () => {
    const response = await app.inject({ url: `/admin/api/files/${fileId}`, headers: sales });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
    expect((await audits('lead.file')).map((entry) => [entry.targetId, entry.details])).toEqual([
      [leadId, { fileId }],
    ]);
  });

  it('changes status and owner, audited with what changed', async () => {
    const changed = await patch({ status: 'qualified', ownerId });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      status: 'qualified',
      statusChangedAt: NOW.toISOString(),
      owner: { id: ownerId, login: 'sam@sales.example', name: 'Sam' },
    });
    const unowned = await patch({ ownerId: null });
    expect(unowned.json()).toMatchObject({ status: 'qualified', owner: null });
    expect((await audits('lead.update')).map((entry) => entry.details)).toEqual([
      {
        status: { from: 'new', to: 'qualified' },
        owner: { from: null, to: 'sam@sales.example' },
      },
      { owner: { from: 'sam@sales.example', to: null } },
    ]);
  });

  it('refuses a bad change with the field named and changes nothing', async () => {
    const before = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    for (const [payload, field] of [
      [{ status: 'won' }, 'status'],
      [{}, 'status'],
      [{ ownerId: 'bob' }, 'ownerId'],
      [{ ownerId: editorId }, 'ownerId'],
      [{ ownerId: randomUUID() }, 'ownerId'],
      [{ status: 'closed', extra: 1 }, 'extra'],
    ] as const) {
      const response = await patch(payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
    // Without the CSRF token: refused.
    const { cookie } = sales as { cookie: string };
    expect((await patch({ status: 'closed' }, { cookie })).statusCode).toBe(403);
    expect(await handle.db.select().from(leads).where(eq(leads.id, leadId))).toEqual(before);
  });

  it('sends a dead delivery again: pending, audited, and the worker delivers it', async () => {
    const rows = await handle.db
      .insert(leadDeliveries)
      .values([
        { leadId, target: 'webhook', status: 'dead', attempts: 10, lastError: 'HTTP 503' },
        { leadId, target: 'email', status: 'delivered', attempts: 1, deliveredAt: NOW },
      ])
      .returning();
    const dead = rows[0] as (typeof rows)[number];
    const delivered = rows[1] as (typeof rows)[number];
    const redeliver = (id: number, lead = leadId) =>
      app.inject({
        method: 'POST',
        url: `/admin/api/leads/${lead}/deliveries/${id}/redeliver`,
        headers: sales,
      });
    const response = await redeliver(dead.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().delivery).toMatchObject({
      id: dead.id,
      target: 'webhook',
      status: 'pending',
      attempts: 0,
      lastError: 'HTTP 503',
      nextAttemptAt: NOW.toISOString(),
    });
    expect((await audits('lead.redeliver')).map((entry) => entry.details)).toEqual([
      { deliveryId: dead.id, target: 'webhook' },
    ]);
    // Delivered: nothing to send again; another lead's delivery, or none: 404.
    expect((await redeliver(delivered.id)).json()).toMatchObject({ code: 'not_redeliverable' });
    expect((await redeliver(delivered.id)).statusCode).toBe(409);
    expect((await redeliver(dead.id, earlierId)).statusCode).toBe(404);
    expect((await redeliver(999_999)).statusCode).toBe(404);
    expect(await audits('lead.redeliver')).toHaveLength(1);

    const posted: string[] = [];
    const worker = createOutboxWorker({
      db: handle.db,
      config: loadOutboxConfig({ MARKETING_WEBHOOK_URL: 'http://crm.test/hook' }),
      now: () => NOW,
      fetch: (async (url: string | URL) => {
        posted.push(String(url));
        return new Response('{}', { status: 200 });
      }) as typeof fetch,
    });
    const run = await worker.runOnce();
    await worker.stop();
    expect(run).toMatchObject({ delivered: 1 });
    expect(posted).toHaveLength(1);
    const [row] = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.id, dead.id));
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});
