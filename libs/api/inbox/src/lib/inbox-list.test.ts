import type { DatabaseHandle } from '@corp/api/db';
import { leadDeliveries, leadFiles } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { addTestUser, inboxTestApp, insertLead, signInHeaders } from '../testing/inbox-test-app';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`the inbox list (${engine})`, () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let sales: Record<string, string>;
  let editor: Record<string, string>;
  let ownerId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await openTestDatabase();
    app = await inboxTestApp(handle.db);
    ownerId = await addTestUser(handle.db, 'sam@sales.example', 'sales', 'Sam Seller');
    await addTestUser(handle.db, 'ed@editors.example', 'editor');
    await addTestUser(handle.db, 'root', 'admin', 'Root');
    sales = await signInHeaders(app, 'sam@sales.example');
    editor = await signInHeaders(app, 'ed@editors.example');
    const db = handle.db;
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
    ids.anna = await insertLead(db, {
      email: 'A.Petrova@UralMining.example',
      createdAt: at(1),
      fields: { firstName: 'Anna', lastName: 'Petrova', company: 'Ural Mining Works' },
      locale: 'ru',
    });
    ids.webinar = await insertLead(db, {
      type: 'webinar-popup',
      event: 'mes-2026',
      site: 'asia',
      createdAt: at(2),
      fields: { fullName: 'Boris Ivanov', company: '100% Steel' },
      ownerId,
      status: 'in-progress',
    });
    ids.brochure = await insertLead(db, {
      type: 'brochure',
      product: 'flow',
      createdAt: at(3),
      openedAt: at(4),
      fields: { firstName: 'Carl', lastName: 'Meyer', company: 'Meyer GmbH' },
      locale: 'de',
    });
    ids.resume = await insertLead(db, {
      type: 'resume',
      createdAt: at(4),
      fields: { name: 'Dana Resume' },
    });
    ids.spam = await insertLead(db, {
      createdAt: at(5),
      status: 'spam',
      fields: { firstName: 'Buy', lastName: 'Pills', company: 'Spam Inc' },
    });
    ids.later = await insertLead(db, {
      email: 'a.petrova@uralmining.example',
      createdAt: at(6),
      fields: { firstName: 'Anna', lastName: 'Petrova', company: 'Ural Mining Works' },
    });
    await db.insert(leadFiles).values({
      id: randomUUID(),
      leadId: ids.resume,
      originalName: 'cv.pdf',
      storedName: 'x.pdf',
      mimeType: 'application/pdf',
      size: 10,
    });
    await db.insert(leadDeliveries).values([
      { leadId: ids.anna, target: 'webhook', status: 'delivered' },
      { leadId: ids.anna, target: 'email', status: 'dead', attempts: 8 },
    ]);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const list = async (query = '', headers = sales) => {
    const response = await app.inject({ url: `/admin/api/leads${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const idsOf = async (query: string) =>
    (await list(query)).data.map((row: { id: string }) =>
      Object.keys(ids).find((key) => ids[key] === row.id),
    );

  it('lists leads newest first, spam hidden and counted, with their rows', async () => {
    const page = await list();
    expect(page.data.map((row: { id: string }) => row.id)).toEqual([
      ids.later,
      ids.resume,
      ids.brochure,
      ids.webinar,
      ids.anna,
    ]);
    expect(page.counts).toEqual({ spam: 1, unread: 4 });
    expect(page.next).toBeUndefined();
    const anna = page.data.find((row: { id: string }) => row.id === ids.anna);
    expect(anna).toEqual({
      id: ids.anna,
      createdAt: '2026-11-01T12:00:00.000Z',
      type: 'contact',
      site: 'main',
      locale: 'ru',
      page: '/contacts/',
      product: '',
      event: '',
      email: 'A.Petrova@UralMining.example',
      name: 'Anna Petrova',
      company: 'Ural Mining Works',
      status: 'new',
      owner: null,
      unread: true,
      hasFile: false,
      deliveries: { webhook: 'delivered', email: 'dead' },
    });
    const webinar = page.data.find((row: { id: string }) => row.id === ids.webinar);
    expect(webinar).toMatchObject({
      name: 'Boris Ivanov',
      owner: { id: ownerId, login: 'sam@sales.example', name: 'Sam Seller' },
      deliveries: {},
    });
    expect(page.data.find((row: { id: string }) => row.id === ids.resume).hasFile).toBe(true);
  });

  it('filters by type, site, locale, product, event, status, owner, dates and unread', async () => {
    expect(await idsOf('?type=brochure')).toEqual(['brochure']);
    expect(await idsOf('?site=asia')).toEqual(['webinar']);
    expect(await idsOf('?locale=de')).toEqual(['brochure']);
    expect(await idsOf('?product=flow')).toEqual(['brochure']);
    expect(await idsOf('?event=mes-2026')).toEqual(['webinar']);
    expect(await idsOf('?status=in-progress')).toEqual(['webinar']);
    expect(await idsOf('?status=spam')).toEqual(['spam']);
    expect(await idsOf(`?owner=${ownerId}`)).toEqual(['webinar']);
    expect(await idsOf('?owner=none')).toEqual(['later', 'resume', 'brochure', 'anna']);
    expect(await idsOf('?from=2026-11-02&to=2026-11-04')).toEqual([
      'resume',
      'brochure',
      'webinar',
    ]);
    expect(await idsOf('?to=2026-11-02T00:00:00Z')).toEqual(['anna']);
    expect(await idsOf('?unread=1')).toEqual(['later', 'resume', 'webinar', 'anna']);
    expect(await idsOf('?status=&owner=&type=&unread=&q=')).toEqual(await idsOf(''));
    // The counts follow the filter but not its status or unread parts.
    expect((await list('?site=main&unread=1')).counts).toEqual({ spam: 1, unread: 3 });
    expect((await list('?site=asia')).counts).toEqual({ spam: 0, unread: 1 });
  });

  it('searches e-mail, names and company, case-insensitive, wildcards as text', async () => {
    expect(await idsOf('?q=uralmining.EXAMPLE')).toEqual(['later', 'anna']);
    expect(await idsOf('?q=anna%20petrova')).toEqual(['later', 'anna']);
    expect(await idsOf('?q=boris')).toEqual(['webinar']);
    expect(await idsOf('?q=dana')).toEqual(['resume']);
    expect(await idsOf('?q=meyer%20gmbh')).toEqual(['brochure']);
    expect(await idsOf('?q=100%25')).toEqual(['webinar']);
    expect(await idsOf('?q=%25')).toEqual(['webinar']);
    expect(await idsOf('?q=pills')).toEqual([]);
    expect(await idsOf('?q=pills&status=spam')).toEqual(['spam']);
  });

  it('pages with a keyset cursor, each lead once', async () => {
    const seen: string[] = [];
    let query = '?limit=2';
    for (let pages = 0; pages < 5; pages += 1) {
      const page = await list(query);
      seen.push(...page.data.map((row: { id: string }) => row.id));
      if (!page.next) break;
      query = `?limit=2&before=${encodeURIComponent(page.next)}`;
    }
    expect(seen).toEqual([ids.later, ids.resume, ids.brochure, ids.webinar, ids.anna]);
  });

  it('refuses a bad filter with the field named, and changes nothing', async () => {
    for (const [query, field] of [
      ['?status=won', 'status'],
      ['?from=yesterday', 'from'],
      ['?owner=bob', 'owner'],
      ['?before=xyz', 'before'],
      ['?limit=0', 'limit'],
      ['?colour=red', 'colour'],
      ['?q=a%00b', 'q'],
    ] as const) {
      const response = await app.inject({ url: `/admin/api/leads${query}`, headers: sales });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
  });

  it('lists the possible owners: active administrators and sales', async () => {
    const response = await app.inject({ url: '/admin/api/leads/owners', headers: sales });
    expect(response.json().data).toEqual([
      { id: expect.any(String), login: 'root', name: 'Root' },
      { id: ownerId, login: 'sam@sales.example', name: 'Sam Seller' },
    ]);
  });

  it('answers 403 to an editor and 401 to nobody on every inbox route', async () => {
    const id = ids.anna as string;
    const routes = [
      ['GET', '/admin/api/leads'],
      ['GET', '/admin/api/leads/owners'],
      ['GET', '/admin/api/leads/export.csv'],
      ['GET', '/admin/api/leads/export.xlsx'],
      ['GET', `/admin/api/leads/${id}`],
      ['PATCH', `/admin/api/leads/${id}`],
      ['POST', `/admin/api/leads/${id}/deliveries/1/redeliver`],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'PATCH' ? { status: 'closed' } : undefined;
      const refused = await app.inject({ method, url, headers: editor, payload });
      expect([url, refused.statusCode]).toEqual([url, 403]);
      const anonymous = await app.inject({ method, url, payload });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
    }
    expect(await idsOf('?unread=1')).toContain('anna');
  });
});
