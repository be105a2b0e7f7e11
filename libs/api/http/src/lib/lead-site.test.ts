import { leads } from '@corp/api/db';
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contact } from '../testing/lead-fixtures';
import { openTestApi, repoContentDir } from '../testing/test-api';
import type { TestApi } from '../testing/test-api';

const events: { code: string; registrationOpen?: boolean }[] = JSON.parse(
  readFileSync(path.join(repoContentDir, 'events/en.json'), 'utf8'),
);
const eventCode = events.find((item) => item.registrationOpen)?.code as string;

async function storedLead(api: TestApi, headers: Record<string, string>, body: object) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/feedback/',
    payload: body,
    headers,
  });
  expect(response.statusCode).toBe(201);
  const id = response.json().data.id as string;
  const [lead] = await api.runtime.database.db.select().from(leads).where(eq(leads.id, id));
  return lead;
}

describe('a new lead records its site and event', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi();
  }, 60_000);
  afterAll(() => api.close());

  it('stores the site of the Host and the event code of the fields', async () => {
    const lead = await storedLead(
      api,
      { host: 'asia.localhost:3000', 'x-corp-site': 'mount' },
      { ...contact, type: 'event', event: eventCode, locale: 'en' },
    );
    // Without the API credential, a client's own site header is not believed.
    expect(lead).toMatchObject({ site: 'asia', event: eventCode });
  });

  it('stores main for its hosts, no event for a contact lead, and "" for an unknown host', async () => {
    expect(await storedLead(api, { host: 'localhost' }, contact)).toMatchObject({
      site: 'main',
      event: '',
    });
    expect(await storedLead(api, { host: 'example.org' }, contact)).toMatchObject({ site: '' });
  });
});

describe('behind the API credential', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi({ API_USER: 'web', API_PASSWORD: 'secret-password-1' });
  }, 60_000);
  afterAll(() => api.close());

  it('stores the site the web server names on x-corp-site', async () => {
    const lead = await storedLead(
      api,
      {
        authorization: `Basic ${Buffer.from('web:secret-password-1').toString('base64')}`,
        host: 'api.internal',
        'x-forwarded-host': 'www.ferrum.example',
        'x-corp-site': 'techpod',
      },
      contact,
    );
    expect(lead).toMatchObject({ site: 'techpod' });
  });
});
