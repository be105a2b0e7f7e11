import { consentRecords } from '@corp/api/db';
import { count } from 'drizzle-orm';
import { openTestApi } from '../testing/test-api';
import type { TestApi } from '../testing/test-api';

const ADMIN = { ADMIN_USER: 'marketing', ADMIN_PASSWORD: 'correct horse battery staple' };
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
const ADMIN_AUTH = { authorization: basic(ADMIN.ADMIN_USER, ADMIN.ADMIN_PASSWORD) };

/** The export's records as objects keyed by the header row (quoted cells without line breaks). */
function csvRecords(payload: Buffer): Record<string, string>[] {
  const cells = (line: string) => {
    const values: string[] = [];
    let value = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const char = line[i];
      if (quoted && char === '"' && line[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (char === '"') quoted = !quoted;
      else if (char === ',' && !quoted) {
        values.push(value);
        value = '';
      } else value += char;
    }
    return [...values, value];
  };
  const [header = '', ...lines] = payload.subarray(3).toString('utf8').split('\r\n');
  const names = cells(header);
  return lines
    .filter(Boolean)
    .map((line) => Object.fromEntries(cells(line).map((value, i) => [names[i], value])));
}

describe(`cookie consent records (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi({ ...ADMIN, CONSENT_RATE_LIMIT: '100000' });
  }, 60_000);
  afterAll(() => api.close());

  const save = (payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/save-fingerprint/',
      payload: payload as object,
      headers: { host: 'asia.localhost:3000', ...headers },
    });
  const stored = async () =>
    (await api.runtime.database.db.select({ n: count() }).from(consentRecords))[0]?.n ?? 0;
  const exported = async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/admin/api/consents.csv',
      headers: ADMIN_AUTH,
    });
    expect(response.statusCode).toBe(200);
    return csvRecords(response.rawPayload);
  };

  it('stores a choice with its host and locale, and exports it to marketing', async () => {
    const response = await save(
      { fingerprint: 'fp-consent-1', cookieList: 'required,analytical', locale: 'ru' },
      { 'x-forwarded-host': 'evil.example' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/v1/save-fingerprint/?locale=de',
          payload: { fingerprint: 'fp-consent-2', cookieList: 'required' },
          headers: { host: 'localhost' },
        })
      ).statusCode,
    ).toBe(201);
    const records = await exported();
    expect(records.find((record) => record['fingerprint'] === 'fp-consent-1')).toMatchObject({
      cookie_list: 'required,analytical',
      // The Host's name (no port); an X-Forwarded-Host is not believed without the API credential.
      host: 'asia.localhost',
      locale: 'ru',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      id: expect.stringMatching(/^\d+$/),
    });
    expect(records.find((record) => record['fingerprint'] === 'fp-consent-2')).toMatchObject({
      cookie_list: 'required',
      host: 'localhost',
      locale: 'de',
    });
  });

  it('stores a server placeholder when the browser sent no fingerprint', async () => {
    for (const fingerprint of [undefined, null, '', '  ']) {
      expect((await save({ fingerprint, cookieList: '', locale: 'kz' })).statusCode).toBe(201);
    }
    const placeholders = (await exported()).filter((record) => record['locale'] === 'kz');
    expect(placeholders).toHaveLength(4);
    expect(placeholders.every((record) => record['fingerprint'] === 'server-unknown')).toBe(true);
  });

  it('refuses a malformed cookie list with the usual error body and stores nothing', async () => {
    const before = await stored();
    for (const cookieList of ['required,ads', 'required;marketing', 42, undefined]) {
      const response = await save({ fingerprint: 'fp-bad', cookieList });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: expect.any(String),
        fields: { cookieList: expect.any(String) },
        requestId: expect.any(String),
      });
    }
    expect(await stored()).toBe(before);
    expect((await exported()).some((record) => record['fingerprint'] === 'fp-bad')).toBe(false);
  });

  it('keeps the export behind the admin credential', async () => {
    const anonymous = await api.app.inject({ method: 'GET', url: '/admin/api/consents.csv' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.payload).not.toContain('fp-consent-1');
    const wrong = await api.app.inject({
      method: 'GET',
      url: '/admin/api/consents.csv',
      headers: { authorization: basic('marketing', 'guess') },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('the consent host behind the API credential', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi({ API_USER: 'web', API_PASSWORD: 'proxy-secret' });
  }, 60_000);
  afterAll(() => api.close());

  it('takes the host the web server forwarded, validated', async () => {
    const save = (forwardedHost: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/save-fingerprint/',
        payload: {
          fingerprint: `fp-${forwardedHost.length}`,
          cookieList: 'required',
          locale: 'en',
        },
        headers: {
          host: 'api.internal:3333',
          'x-forwarded-host': forwardedHost,
          authorization: basic('web', 'proxy-secret'),
        },
      });
    expect((await save('WWW.Corp.Example:443')).statusCode).toBe(201);
    expect((await save('bad host<script>')).statusCode).toBe(201);
    const hosts = (
      await api.runtime.database.db.select({ host: consentRecords.host }).from(consentRecords)
    ).map((row) => row.host);
    expect(hosts).toEqual(['www.corp.example', '']);
  });
});
