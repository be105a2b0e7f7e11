import { leadDeliveries, leads } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import type { DatabaseHandle, DeliveryTarget } from '@corp/api/db';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { enqueueDeliveries } from './enqueue';
import { loadOutboxConfig } from './outbox-config';
import type { OutboxConfig } from './outbox-config';
import { outboxStats } from './outbox-stats';
import { createOutboxWorker, retryDelayMs } from './outbox-worker';
import type { OutboxLogger } from './outbox-worker';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const baseConfig: OutboxConfig = {
  brand: 'Ferrum Digital',
  mailFrom: 'website@ferrum-digital.example',
  mailTo: [],
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  pollIntervalMs: 1_000,
  batchSize: 20,
  lockMs: 60_000,
  timeoutMs: 5_000,
  idempotencyTtlMs: 86_400_000,
};

const footerContactFields = {
  firstName: 'Ivan',
  lastName: 'Petrov',
  position: 'Chief engineer',
  company: 'Acme Steel',
  industry: '1',
  country: 'Kazakhstan',
  countryCode: 'KZ',
  email: 'ivan.petrov@acme-steel.example',
  phone: '+7 701 123 45 67',
  comment: 'Please call me back.\nBest after 10:00.',
  policyAgreement: true,
  type: 'contact',
  page: '/contacts/',
  product: '',
};

/** What spec §3 says marketing receives for that lead (written out, not computed). */
const footerContactPayload = {
  firstName: 'Ivan',
  lastName: 'Petrov',
  email: 'ivan.petrov@acme-steel.example',
  mobilePhone: '+7 701 123 45 67',
  customFields: { dolzhnost: 'Chief engineer', kompaniya: 'Acme Steel', industry: '1' },
  subscriptions: [{ brand: 'Ferrum Digital', pointOfContact: 'Email' }],
  type: 'contact',
  page: '/contacts/',
  locale: 'en',
};

interface WebhookCall {
  method: string | undefined;
  /** The request path (and query) the call was sent to. */
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Things a test started, closed after it whatever happened. */
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A local webhook: answers `statusFor(n)` to the n-th call (1-based) and records each call. */
async function startWebhook(statusFor: (call: number, body: unknown) => number | 'hang') {
  const calls: WebhookCall[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      calls.push({ method: request.method, url: request.url, headers: request.headers, body });
      const status = statusFor(calls.length, body);
      if (status === 'hang') return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => closeServer(server));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/leads`, calls };
}

/** A port on which nothing listens any more. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await closeServer(server);
  return port;
}

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

async function startSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received };
}

/** Headers (unfolded, lower-case names) and the decoded text body of a single-part message. */
function parseMail(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(split + 4);
  const encoding = headers['content-transfer-encoding'];
  if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
      .replace(/[^%]/g, (char) => encodeURIComponent(char));
    body = decodeURIComponent(bytes);
  }
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

function recordingLogger() {
  const entries: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const at =
    (level: string) =>
    (details: Record<string, unknown>, message: string): void => {
      entries.push({ level, details, message });
    };
  const logger: OutboxLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, entries };
}

describe(`outbox worker (${engine})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  /** The injected clock: tests move it instead of sleeping. */
  const start = new Date('2031-05-01T10:00:00.000Z');
  let now: Date;
  const clock = () => now;
  const later = (ms: number) => new Date(now.getTime() + ms);

  beforeEach(async () => {
    now = start;
    await handle.db.delete(leads);
  });

  /** Stores a lead and its outbox rows in one transaction, as the API does. */
  async function insertLead(
    fields: Record<string, unknown> = footerContactFields,
    extra: { type?: string; page?: string; product?: string; locale?: string } = {},
  ): Promise<string> {
    const id = randomUUID();
    await handle.db.transaction(async (tx) => {
      await tx.insert(leads).values({
        id,
        type: extra.type ?? 'contact',
        page: extra.page ?? '/contacts/',
        product: extra.product ?? '',
        locale: extra.locale ?? 'en',
        email: String(fields['email']),
        fields,
      });
      await enqueueDeliveries(tx, id, { now });
    });
    return id;
  }

  async function delivery(leadId: string, target: DeliveryTarget) {
    const [row] = await handle.db
      .select()
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.target, target)));
    if (!row) throw new Error(`no ${target} delivery for ${leadId}`);
    return row;
  }

  function worker(
    config: Partial<OutboxConfig>,
    deps: Partial<Parameters<typeof createOutboxWorker>[0]> = {},
  ) {
    const created = createOutboxWorker({
      db: handle.db,
      config: { ...baseConfig, ...config },
      now: clock,
      random: () => 0,
      ...deps,
    });
    cleanups.push(() => created.stop());
    return created;
  }

  describe('enqueueDeliveries', () => {
    it('writes one pending, due row per target in the lead’s transaction', async () => {
      const leadId = await insertLead();
      for (const target of ['webhook', 'email'] as const) {
        expect(await delivery(leadId, target)).toMatchObject({
          status: 'pending',
          attempts: 0,
          nextAttemptAt: start,
          lockedUntil: null,
          lastError: null,
          deliveredAt: null,
        });
      }
    });

    it('is rolled back with the lead', async () => {
      const id = randomUUID();
      await expect(
        handle.db.transaction(async (tx) => {
          await tx
            .insert(leads)
            .values({ id, type: 'subscribe', locale: 'en', email: 'a@b.example', fields: {} });
          await enqueueDeliveries(tx, id);
          throw new Error('validation failed later');
        }),
      ).rejects.toThrow('validation failed later');
      expect(await handle.db.select().from(leadDeliveries)).toEqual([]);
    });
  });

  it('keeps a lead through a failing webhook and delivers it once the webhook recovers', async () => {
    const webhook = await startWebhook((call) => (call <= 3 ? 503 : 200));
    const outbox = worker({ webhookUrl: webhook.url, webhookToken: 'crm-token' });
    const leadId = await insertLead();

    expect(await outbox.runOnce()).toEqual({ claimed: 2, delivered: 0, failed: 1, skipped: 1 });
    let row = await delivery(leadId, 'webhook');
    expect(row).toMatchObject({
      status: 'retry',
      attempts: 1,
      lastError: 'HTTP 503',
      lockedUntil: null,
      deliveredAt: null,
      nextAttemptAt: later(1_000),
      updatedAt: start,
    });

    // Not due yet: nothing is claimed, the webhook is not called.
    now = new Date(row.nextAttemptAt.getTime() - 1);
    expect(await outbox.runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0, skipped: 0 });
    expect(webhook.calls).toHaveLength(1);

    // Each further failure doubles the wait.
    for (const [attempts, waitMs] of [
      [2, 2_000],
      [3, 4_000],
    ] as const) {
      now = row.nextAttemptAt;
      expect(await outbox.runOnce()).toEqual({ claimed: 1, delivered: 0, failed: 1, skipped: 0 });
      row = await delivery(leadId, 'webhook');
      expect(row).toMatchObject({ status: 'retry', attempts, nextAttemptAt: later(waitMs) });
    }

    now = row.nextAttemptAt;
    expect(await outbox.runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0, skipped: 0 });
    row = await delivery(leadId, 'webhook');
    expect(row).toMatchObject({
      status: 'delivered',
      attempts: 4,
      deliveredAt: now,
      lockedUntil: null,
      updatedAt: now,
    });
    expect(await handle.db.select().from(leads).where(eq(leads.id, leadId))).toHaveLength(1);

    expect(webhook.calls).toHaveLength(4);
    for (const call of webhook.calls) {
      expect(call.method).toBe('POST');
      // MARKETING_WEBHOOK_URL is the base; a contact lead goes to its /footer/form (spec §7).
      expect(call.url).toBe('/hooks/leads/footer/form');
      expect(call.body).toStrictEqual(footerContactPayload);
      expect(call.headers['content-type']).toBe('application/json');
      expect(call.headers['authorization']).toBe('Bearer crm-token');
      expect(call.headers['idempotency-key']).toBe(String(row.id));
    }

    // Delivered is final.
    now = later(24 * 3_600_000);
    expect(await outbox.runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0, skipped: 0 });
    expect(webhook.calls).toHaveLength(4);
  });

  it('posts each lead to the path of its source: /footer/form or /modal/form (spec §7)', async () => {
    const webhook = await startWebhook(() => 200);
    const outbox = worker({ webhookUrl: `${webhook.url}/` });
    const contactId = await insertLead();
    const brochureId = await insertLead(
      {
        firstName: 'Jane',
        lastName: 'Doe',
        position: 'CTO',
        company: 'Plant Ltd',
        industry: '2',
        country: 'Germany',
        email: 'jane@plant.example',
        phone: '+49 30 1234567',
        comment: 'Brochure download',
        customData: { buttonId: 'hero-brochure' },
        type: 'brochure',
        product: 'ferrum-mes',
      },
      { type: 'brochure', page: '/products/ferrum-mes/', product: 'ferrum-mes', locale: 'de' },
    );
    const requestId = await insertLead(
      {
        fullName: 'Ольга Смирнова',
        position: 'Технолог',
        company: 'Завод',
        industry: 3,
        email: 'olga@zavod.example',
        phone: '+7 912 000 00 00',
        type: 'request',
      },
      { type: 'request', page: '/ru/products/ferrum-mes/', locale: 'ru' },
    );
    const subscribeId = await insertLead(
      { email: 'reader@example.org' },
      { type: 'subscribe', page: '/news/' },
    );

    expect(await outbox.runOnce()).toEqual({ claimed: 8, delivered: 4, failed: 0, skipped: 4 });
    const byKey = async (leadId: string) => {
      const key = String((await delivery(leadId, 'webhook')).id);
      const call = webhook.calls.find((c) => c.headers['idempotency-key'] === key);
      return { url: call?.url, body: call?.body };
    };
    expect(await byKey(contactId)).toStrictEqual({
      url: '/hooks/leads/footer/form',
      body: footerContactPayload,
    });
    expect(await byKey(brochureId)).toStrictEqual({
      url: '/hooks/leads/modal/form',
      body: {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@plant.example',
        mobilePhone: '+49 30 1234567',
        customFields: { dolzhnost: 'CTO', kompaniya: 'Plant Ltd', industry: '2' },
        subscriptions: [{ brand: 'Ferrum Digital', pointOfContact: 'Email' }],
        type: 'brochure',
        page: '/products/ferrum-mes/',
        product: 'ferrum-mes',
        locale: 'de',
      },
    });
    // The send-request modal asks for one name: it goes as fullName, without first/last name.
    expect(await byKey(requestId)).toStrictEqual({
      url: '/hooks/leads/modal/form',
      body: {
        fullName: 'Ольга Смирнова',
        email: 'olga@zavod.example',
        mobilePhone: '+7 912 000 00 00',
        customFields: { dolzhnost: 'Технолог', kompaniya: 'Завод', industry: '3' },
        subscriptions: [{ brand: 'Ferrum Digital', pointOfContact: 'Email' }],
        type: 'request',
        page: '/ru/products/ferrum-mes/',
        locale: 'ru',
      },
    });
    // A subscription is a contact with an e-mail only, from the newsletter dialog.
    expect(await byKey(subscribeId)).toStrictEqual({
      url: '/hooks/leads/modal/form',
      body: {
        email: 'reader@example.org',
        subscriptions: [{ brand: 'Ferrum Digital', pointOfContact: 'Email' }],
        type: 'subscribe',
        page: '/news/',
        locale: 'en',
      },
    });
    expect(webhook.calls).toHaveLength(4);
  });

  it('dead-letters a delivery after maxAttempts, keeping the last error, and logs it', async () => {
    const webhook = await startWebhook(() => 500);
    const { logger, entries } = recordingLogger();
    const outbox = worker({ webhookUrl: webhook.url, maxAttempts: 3 }, { logger });
    const leadId = await insertLead();
    const deliveryId = (await delivery(leadId, 'webhook')).id;

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      now = (await delivery(leadId, 'webhook')).nextAttemptAt;
      expect((await outbox.runOnce()).failed).toBe(1);
    }
    expect(await delivery(leadId, 'webhook')).toMatchObject({
      status: 'dead',
      attempts: 3,
      lastError: 'HTTP 500',
      lockedUntil: null,
      deliveredAt: null,
    });
    now = later(365 * 24 * 3_600_000);
    expect((await outbox.runOnce()).claimed).toBe(0);
    expect(webhook.calls).toHaveLength(3);

    const context = { deliveryId, leadId, target: 'webhook', error: 'HTTP 500' };
    expect(entries.filter((entry) => entry.level === 'warn')).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ ...context, attempts: 1 }) }),
      expect.objectContaining({ details: expect.objectContaining({ ...context, attempts: 2 }) }),
    ]);
    expect(entries.filter((entry) => entry.level === 'error')).toEqual([
      {
        level: 'error',
        details: expect.objectContaining({ ...context, attempts: 3 }),
        message: 'lead delivery dead-lettered',
      },
    ]);
  });

  it('records a refused connection and a timeout as retryable failures', async () => {
    const refused = worker({ webhookUrl: `http://127.0.0.1:${await closedPort()}/hook` });
    const first = await insertLead();
    expect((await refused.runOnce()).failed).toBe(1);
    const row = await delivery(first, 'webhook');
    expect(row.status).toBe('retry');
    expect(row.lastError).toMatch(/ECONNREFUSED/);

    await handle.db.delete(leads);
    const silent = await startWebhook(() => 'hang');
    const slow = worker({ webhookUrl: silent.url, timeoutMs: 200 });
    const second = await insertLead();
    expect((await slow.runOnce()).failed).toBe(1);
    expect(await delivery(second, 'webhook')).toMatchObject({
      status: 'retry',
      lastError: expect.stringMatching(/timeout|aborted/i),
    });
  });

  it('e-mails the notification over SMTP', async () => {
    const smtp = await startSmtp();
    const outbox = worker({
      smtpUrl: smtp.url,
      mailTo: ['sales@ferrum-digital.example', 'crm@ferrum-digital.example'],
    });
    const leadId = await insertLead();

    expect(await outbox.runOnce()).toEqual({ claimed: 2, delivered: 1, failed: 0, skipped: 1 });
    expect(await delivery(leadId, 'email')).toMatchObject({
      status: 'delivered',
      attempts: 1,
      deliveredAt: start,
    });
    expect(await delivery(leadId, 'webhook')).toMatchObject({
      status: 'skipped',
      lastError: 'not configured',
    });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('website@ferrum-digital.example');
    expect(mail?.to).toEqual(['sales@ferrum-digital.example', 'crm@ferrum-digital.example']);
    const { headers, body } = parseMail(mail?.raw ?? '');
    expect(headers['to']).toBe('sales@ferrum-digital.example, crm@ferrum-digital.example');
    expect(headers['reply-to']).toBe('ivan.petrov@acme-steel.example');
    expect(headers['subject']).toBe('New lead (contact): Ivan Petrov, Acme Steel');
    expect(headers['content-type']).toMatch(/^text\/plain; charset=utf-8/);
    expect(mail?.raw).not.toMatch(/text\/html/i);
    expect(body).toContain(
      ['Type: contact', 'Page: /contacts/', 'Product: —', 'Locale: en'].join('\n'),
    );
    expect(body).toContain('First name: Ivan\nLast name: Petrov\nPosition: Chief engineer\n');
    expect(body).toContain('Phone: +7 701 123 45 67\n');
    expect(body).toContain('Comment: Please call me back.\n    Best after 10:00.\n');
  });

  it('retries the e-mail when the SMTP server is down', async () => {
    const outbox = worker({
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      mailTo: ['sales@ferrum-digital.example'],
    });
    const leadId = await insertLead();
    expect(await outbox.runOnce()).toEqual({ claimed: 2, delivered: 0, failed: 1, skipped: 1 });
    const row = await delivery(leadId, 'email');
    expect(row).toMatchObject({ status: 'retry', attempts: 1, nextAttemptAt: later(1_000) });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
  });

  it('skips unconfigured targets instead of failing them', async () => {
    // An SMTP server without a recipient is no more configured than no server at all.
    const outbox = worker({ smtpUrl: 'smtp://127.0.0.1:25', mailTo: [] });
    const leadId = await insertLead();

    expect(await outbox.runOnce()).toEqual({ claimed: 2, delivered: 0, failed: 0, skipped: 2 });
    for (const target of ['webhook', 'email'] as const) {
      expect(await delivery(leadId, target)).toMatchObject({
        status: 'skipped',
        attempts: 0,
        lastError: 'not configured',
        lockedUntil: null,
        deliveredAt: null,
      });
    }
    now = later(365 * 24 * 3_600_000);
    expect((await outbox.runOnce()).claimed).toBe(0);
  });

  it('takes over a row whose worker died mid-delivery once its claim expires', async () => {
    // The default window: short, since a live worker's heartbeat keeps its claims.
    const { lockMs } = loadOutboxConfig({});
    expect(lockMs).toBe(30_000);
    // The first worker claims the row and never finishes its request nor extends its claim (a
    // crash, as far as the database can tell).
    let called!: () => void;
    const fetchCalled = new Promise<void>((resolve) => (called = resolve));
    let abandon!: (error: Error) => void;
    const hangingFetch: typeof fetch = () => {
      called();
      return new Promise<Response>((_, reject) => (abandon = reject));
    };
    const { logger, entries } = recordingLogger();
    const crashed = worker(
      { webhookUrl: 'http://127.0.0.1:9/unused', lockMs },
      { fetch: hangingFetch, logger, heartbeatMs: 0 },
    );
    cleanups.push(() => abandon?.(new Error('test ended')));
    const leadId = await insertLead();
    const stuck = crashed.runOnce();
    await fetchCalled;
    expect(await delivery(leadId, 'webhook')).toMatchObject({
      status: 'processing',
      attempts: 1,
      lockedUntil: later(lockMs),
    });

    const webhook = await startWebhook(() => 200);
    const rescuer = worker({ webhookUrl: webhook.url, lockMs });
    now = later(lockMs);
    expect((await rescuer.runOnce()).claimed).toBe(0);
    now = later(1);
    expect(await rescuer.runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0, skipped: 0 });
    expect(await delivery(leadId, 'webhook')).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(webhook.calls).toHaveLength(1);

    // The first worker comes back with its failure: it must not undo the delivery.
    abandon(new Error('socket hang up'));
    expect(await stuck).toEqual({ claimed: 2, delivered: 0, failed: 1, skipped: 1 });
    expect(await delivery(leadId, 'webhook')).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastError: null,
    });
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'lead delivery failed after its claim expired',
      }),
    );
  });

  /** Polls `check` until it holds (the heartbeat runs on a real timer; the clock is injected). */
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    for (let waited = 0; !(await check()); waited += 10) {
      if (waited > 5_000) throw new Error('condition not reached within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** A fetch that answers only when the test says so. */
  function slowFetch() {
    let called!: () => void;
    const started = new Promise<void>((resolve) => (called = resolve));
    let answer!: (response: Response) => void;
    const fetchImpl: typeof fetch = () => {
      called();
      return new Promise<Response>((resolve) => (answer = resolve));
    };
    cleanups.push(() => answer?.(new Response(null, { status: 599 })));
    return {
      fetch: fetchImpl,
      started,
      answer: (status: number) => answer(new Response(null, { status })),
    };
  }

  it('extends its claim while a slow delivery is in flight, so no other worker takes it over', async () => {
    const slow = slowFetch();
    const outbox = worker(
      { webhookUrl: 'http://127.0.0.1:9/unused', lockMs: 30_000 },
      { fetch: slow.fetch, heartbeatMs: 10 },
    );
    const leadId = await insertLead();
    const running = outbox.runOnce();
    await slow.started;
    const claimedAt = start.getTime();
    expect((await delivery(leadId, 'webhook')).lockedUntil).toEqual(new Date(claimedAt + 30_000));

    // 25 s into the delivery the heartbeat moves the claim to 25 s + lockMs.
    now = new Date(claimedAt + 25_000);
    await eventually(
      async () => (await delivery(leadId, 'webhook')).lockedUntil?.getTime() === claimedAt + 55_000,
    );
    // The first window is over, yet the row is still held: another worker finds nothing.
    now = new Date(claimedAt + 40_000);
    const webhook = await startWebhook(() => 200);
    const other = worker({ webhookUrl: webhook.url, lockMs: 30_000 });
    expect(await other.runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0, skipped: 0 });

    slow.answer(200);
    expect(await running).toEqual({ claimed: 2, delivered: 1, failed: 0, skipped: 1 });
    expect(await delivery(leadId, 'webhook')).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lockedUntil: null,
      deliveredAt: now,
    });
    expect(webhook.calls).toHaveLength(0);

    // The heartbeat stopped with the batch: nothing extends the delivered row any more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await delivery(leadId, 'webhook')).lockedUntil).toBeNull();
  });

  it('stops extending a claim that was taken over, and says so', async () => {
    const slow = slowFetch();
    const { logger, entries } = recordingLogger();
    const outbox = worker(
      { webhookUrl: 'http://127.0.0.1:9/unused', lockMs: 30_000 },
      { fetch: slow.fetch, heartbeatMs: 10, logger },
    );
    const leadId = await insertLead();
    const running = outbox.runOnce();
    await slow.started;

    // Another worker's takeover, as the database records it: a new attempt, its own lock.
    const takenOver = later(120_000);
    await handle.db
      .update(leadDeliveries)
      .set({ attempts: 2, lockedUntil: takenOver })
      .where(eq(leadDeliveries.id, (await delivery(leadId, 'webhook')).id));
    await eventually(async () =>
      entries.some((entry) => entry.message === 'lead delivery claim lost while delivering'),
    );
    now = later(10_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await delivery(leadId, 'webhook')).lockedUntil).toEqual(takenOver);

    slow.answer(200);
    expect((await running).delivered).toBe(1);
    // The late outcome does not overwrite the other worker's claim.
    expect(await delivery(leadId, 'webhook')).toMatchObject({
      status: 'processing',
      attempts: 2,
      lockedUntil: takenOver,
    });
    expect(
      entries.filter((entry) => entry.message === 'lead delivery claim lost while delivering'),
    ).toHaveLength(1);
  });

  it('hands each row to one of two concurrent workers', async () => {
    const webhook = await startWebhook(() => 200);
    const first = worker({ webhookUrl: webhook.url, batchSize: 3 });
    const second = worker({ webhookUrl: webhook.url, batchSize: 3 });
    const leadIds: string[] = [];
    for (let index = 0; index < 5; index += 1) leadIds.push(await insertLead());

    const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
    // 10 due rows, 3 per batch: each worker got a full batch of its own.
    expect(a.claimed).toBe(3);
    expect(b.claimed).toBe(3);
    let total = a.claimed + b.claimed;
    for (;;) {
      const more = await Promise.all([first.runOnce(), second.runOnce()]);
      const claimed = more[0].claimed + more[1].claimed;
      if (claimed === 0) break;
      total += claimed;
    }
    expect(total).toBe(10);

    const webhookIds: string[] = [];
    for (const leadId of leadIds) {
      const row = await delivery(leadId, 'webhook');
      expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
      webhookIds.push(String(row.id));
    }
    const keys = webhook.calls.map((call) => call.headers['idempotency-key']);
    expect(keys.sort()).toEqual(webhookIds.sort());
  });

  it('delivers each of 120 leads exactly once with four workers polling at the same time', async () => {
    const webhook = await startWebhook(() => 200);
    const leadIds = new Set<string>();
    for (let index = 0; index < 120; index += 1) leadIds.add(await insertLead());
    const workers = [1, 2, 3, 4].map(() =>
      worker({ webhookUrl: webhook.url, batchSize: 7, pollIntervalMs: 10 }),
    );
    for (const one of workers) one.start();
    await eventually(async () => webhook.calls.length >= 120);
    await Promise.all(workers.map((one) => one.stop()));

    const keys = webhook.calls.map((call) => String(call.headers['idempotency-key']));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(120);
    const rows = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.target, 'webhook'));
    expect(rows).toHaveLength(120);
    for (const row of rows) {
      expect(leadIds.has(row.leadId)).toBe(true);
      expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
    }
  }, 60_000);

  it('releases the claims of sends still running when stopped with a grace period', async () => {
    let called!: () => void;
    const started = new Promise<void>((resolve) => (called = resolve));
    // Answers only when aborted, like a webhook that hangs.
    const hangingFetch: typeof fetch = (_url, init) => {
      called();
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    };
    const { logger, entries } = recordingLogger();
    const stopping = worker(
      { webhookUrl: 'http://127.0.0.1:9/unused' },
      { fetch: hangingFetch, logger },
    );
    const leadId = await insertLead();
    const batch = stopping.runOnce();
    await started;
    expect(await delivery(leadId, 'webhook')).toMatchObject({ status: 'processing', attempts: 1 });

    await stopping.stop({ graceMs: 50 });
    await batch;
    // Due at once, the interrupted attempt not counted, no error recorded.
    expect(await delivery(leadId, 'webhook')).toMatchObject({
      status: 'pending',
      attempts: 0,
      lockedUntil: null,
      nextAttemptAt: now,
      lastError: null,
    });
    expect(entries).toContainEqual(
      expect.objectContaining({ message: 'outbox claims released at stop' }),
    );

    const webhook = await startWebhook(() => 200);
    expect((await worker({ webhookUrl: webhook.url }).runOnce()).delivered).toBe(1);
    expect(await delivery(leadId, 'webhook')).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('polls while started and finishes the batch in flight on stop', async () => {
    let respond!: () => void;
    const answered = new Promise<void>((resolve) => (respond = resolve));
    const webhook = await startWebhook(() => {
      respond();
      return 200;
    });
    const outbox = worker({ webhookUrl: webhook.url, pollIntervalMs: 10 });
    const leadId = await insertLead();
    outbox.start();
    outbox.start();
    await answered;
    await outbox.stop();
    expect(await delivery(leadId, 'webhook')).toMatchObject({ status: 'delivered' });
    expect(webhook.calls).toHaveLength(1);
  });

  it('counts the rows per target and status', async () => {
    const webhook = await startWebhook((_, body) =>
      String((body as { email: string }).email).startsWith('fail') ? 502 : 200,
    );
    const outbox = worker({ webhookUrl: webhook.url });
    await insertLead({ ...footerContactFields, email: 'ok@example.org' });
    await insertLead({ ...footerContactFields, email: 'fail@example.org' });
    await insertLead({ ...footerContactFields, email: 'ok2@example.org' });
    await outbox.runOnce();
    await insertLead({ ...footerContactFields, email: 'new@example.org' });

    expect(await outboxStats(handle.db)).toEqual({
      webhook: { pending: 1, processing: 0, retry: 1, delivered: 2, skipped: 0, dead: 0 },
      email: { pending: 1, processing: 0, retry: 0, delivered: 0, skipped: 3, dead: 0 },
    });
  });
});

describe('retryDelayMs', () => {
  const policy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };
  it('doubles from the base up to the cap', () => {
    expect(
      [1, 2, 3, 4, 7, 8, 50].map((attempts) => retryDelayMs(attempts, policy, () => 0)),
    ).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });
  it('adds at most 10 % jitter', () => {
    expect(retryDelayMs(2, policy, () => 0.5)).toBe(63_000);
    expect(retryDelayMs(50, policy, () => 0.999)).toBeLessThan(3_960_000);
  });
});
