import { addActiveUser } from '@corp/api/accounts';
import { auditLog, idempotencyKeys, leadDeliveries, leadFiles, leads } from '@corp/api/db';
import { asc, inArray, like } from 'drizzle-orm';
import { careerFields, contact, multipart } from '../testing/lead-fixtures';
import { openTestApi } from '../testing/test-api';
import type { TestApi } from '../testing/test-api';

const PASSWORD = 'correct horse battery staple';
const SUBJECT = 'Anna.Petrova@Example.com';
const cv = Buffer.from('%PDF-1.4\n%%EOF\n');
type Session = { cookie: string; 'x-csrf-token': string };

describe('requests of data subjects as the API serves them (issue 44, point 4)', () => {
  let api: TestApi;
  const sessions: Record<'admin' | 'sales' | 'editor', Session> = {} as never;
  const ids: string[] = [];
  let otherId = '';

  async function signIn(login: string): Promise<Session> {
    const response = await api.app.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { 'content-type': 'application/json' },
      payload: { login, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']).split(';')[0] as string;
    return { cookie, 'x-csrf-token': response.json().csrfToken };
  }

  beforeAll(async () => {
    api = await openTestApi({ ADMIN_USER: 'root', ADMIN_PASSWORD: PASSWORD });
    const scrypt = { ln: 10, r: 8, p: 1 };
    for (const role of ['sales', 'editor'] as const)
      await addActiveUser(
        api.runtime.database.db,
        { login: `${role}@corp.example`, password: PASSWORD, role },
        { scrypt },
      );
    // The same person twice (the address in two cases, once with a resume), and someone else.
    const first = await api.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/',
      headers: { 'idempotency-key': 'first-try' },
      payload: { ...contact, email: SUBJECT },
    });
    const resume = multipart({ ...careerFields, email: SUBJECT.toLowerCase() }, [
      { field: 'file', name: 'cv.pdf', bytes: cv },
    ]);
    const second = await api.app.inject({
      method: 'POST',
      url: '/api/v1/feedback-resume/',
      payload: resume.payload,
      headers: { ...resume.headers, 'idempotency-key': 'resume-try' },
    });
    const other = await api.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/',
      headers: { 'idempotency-key': 'other-try' },
      payload: { ...contact, email: 'boris@example.com' },
    });
    for (const response of [first, second, other]) expect(response.statusCode).toBe(201);
    ids.push(first.json().data.id, second.json().data.id);
    otherId = other.json().data.id;
    sessions.admin = await signIn('root');
    sessions.sales = await signIn('sales@corp.example');
    sessions.editor = await signIn('editor@corp.example');
  }, 60_000);
  afterAll(() => api.close());

  const lookup = (headers: Partial<Session>, email = SUBJECT.toUpperCase()) =>
    api.app.inject({
      url: `/admin/api/privacy/subject?email=${encodeURIComponent(email)}`,
      headers,
    });

  it('is for administrators only', async () => {
    expect((await lookup({})).statusCode).toBe(401);
    expect((await lookup(sessions.sales)).statusCode).toBe(403);
    expect((await lookup(sessions.editor)).statusCode).toBe(403);
    const erase = await api.app.inject({
      method: 'POST',
      url: '/admin/api/privacy/subject/erase',
      headers: sessions.sales,
      payload: { email: SUBJECT, confirm: true },
    });
    expect(erase.statusCode).toBe(403);
  });

  it('finds both leads, the file and the records, and exports them as a JSON file', async () => {
    const found = await lookup(sessions.admin);
    expect(found.statusCode).toBe(200);
    const view = found.json();
    expect(view.leads.map((lead: { id: string }) => lead.id).sort()).toEqual([...ids].sort());
    expect(view.files).toEqual([expect.objectContaining({ name: 'cv.pdf', size: cv.length })]);
    expect(view.counts).toMatchObject({ leads: 2, files: 1, deliveries: 4, idempotencyRecords: 2 });
    expect(view.deliveredToCrm).toEqual([]);

    const exported = await api.app.inject({
      url: `/admin/api/privacy/subject/export?email=${encodeURIComponent(SUBJECT)}`,
      headers: sessions.admin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = exported.json();
    expect(file.leads).toHaveLength(2);
    expect(file.leads.map((lead: { email: string }) => lead.email).sort()).toEqual([
      SUBJECT,
      SUBJECT.toLowerCase(),
    ]);
    expect(Buffer.from(file.files[0].content.data, 'base64')).toEqual(cv);

    const bad = await lookup(sessions.admin, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'wrong-email' });
  });

  it('erases everything in one request (CSRF and confirmation required), audited without the address', async () => {
    const db = api.runtime.database.db;
    const [file] = await db.select().from(leadFiles).where(inArray(leadFiles.leadId, ids));
    expect(await api.runtime.files.get(file?.storedName ?? '')).toEqual(cv);
    const erase = (headers: Partial<Session>, payload: unknown) =>
      api.app.inject({
        method: 'POST',
        url: '/admin/api/privacy/subject/erase',
        headers,
        payload: payload as Record<string, unknown>,
      });
    expect(
      (await erase({ cookie: sessions.admin.cookie }, { email: SUBJECT, confirm: true }))
        .statusCode,
    ).toBe(403);
    const unconfirmed = await erase(sessions.admin, { email: SUBJECT });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().fields).toEqual({ confirm: 'required' });
    expect(await db.select().from(leads).where(inArray(leads.id, ids))).toHaveLength(2);

    const done = await erase(sessions.admin, { email: SUBJECT.toLowerCase(), confirm: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().erased).toEqual({
      leads: 2,
      files: 1,
      deliveries: 4,
      idempotencyRecords: 2,
      deliveredToCrm: 0,
      filesNotRemoved: 0,
    });
    expect(await db.select().from(leads).where(inArray(leads.id, ids))).toEqual([]);
    expect(
      await db.select().from(leadDeliveries).where(inArray(leadDeliveries.leadId, ids)),
    ).toEqual([]);
    expect(await api.runtime.files.get(file?.storedName ?? '')).toBeUndefined();
    const download = await api.app.inject({
      url: `/admin/api/files/${file?.id}`,
      headers: sessions.admin,
    });
    expect(download.statusCode).toBe(404);
    const keys = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(keys).toEqual([{ key: 'other-try' }]);
    expect(
      await db
        .select()
        .from(leads)
        .where(inArray(leads.id, [otherId])),
    ).toHaveLength(1);
    expect((await lookup(sessions.admin)).json().counts.leads).toBe(0);

    const entries = await db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'privacy.%'))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual([
      'privacy.lookup',
      'privacy.export',
      'privacy.erase',
      'privacy.lookup',
    ]);
    const erasure = entries.find((entry) => entry.action === 'privacy.erase');
    expect(erasure).toMatchObject({
      actorLogin: 'root',
      details: { leads: 2, files: 1, deliveries: 4, idempotencyRecords: 2, deliveredToCrm: 0 },
    });
    const json = JSON.stringify(entries).toLowerCase();
    expect(json).not.toContain('anna');
    expect(json).not.toContain('petrova');
    for (const id of ids) expect(json).not.toContain(id);
  });
});
