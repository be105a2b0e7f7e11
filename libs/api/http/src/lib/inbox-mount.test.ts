import { contact } from '../testing/lead-fixtures';
import { openTestApi } from '../testing';
import type { TestApi } from '../testing';

const PASSWORD = 'correct horse battery staple';

describe('the sales inbox, served by the API (issue 44)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi({ ADMIN_USER: 'marketing', ADMIN_PASSWORD: PASSWORD });
  }, 60_000);
  afterAll(() => api.close());

  it('lists a lead left on a site with its site, and opens it once signed in', async () => {
    const left = await api.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/',
      headers: { host: 'techpod.localhost' },
      payload: contact,
    });
    expect(left.statusCode).toBe(201);
    const id = left.json().data.id as string;
    expect((await api.app.inject({ url: '/admin/api/leads' })).statusCode).toBe(401);

    const session = await api.app.inject({
      method: 'POST',
      url: '/admin/api/session',
      headers: { 'content-type': 'application/json' },
      payload: { login: 'marketing', password: PASSWORD },
    });
    const cookie = String(session.headers['set-cookie']).split(';')[0] as string;
    const inbox = await api.app.inject({
      url: '/admin/api/leads?site=techpod',
      headers: { cookie },
    });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json()).toMatchObject({
      data: [{ id, site: 'techpod', unread: true, name: 'Anna Petrova' }],
      counts: { spam: 0, unread: 1 },
    });
    const lead = await api.app.inject({ url: `/admin/api/leads/${id}`, headers: { cookie } });
    expect(lead.json()).toMatchObject({ id, site: 'techpod', email: contact.email });
    // The summary of issue 43 still answers beside the inbox's `/leads/:id`.
    const summary = await api.app.inject({ url: '/admin/api/leads/summary', headers: { cookie } });
    expect(summary.statusCode).toBe(200);
  });
});
