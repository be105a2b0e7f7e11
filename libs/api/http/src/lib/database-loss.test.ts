import { leads } from '@corp/api/db';
import { openFaultProxy, openSideConnection } from '@corp/api/db/testing';
import type { FaultProxy } from '@corp/api/db/testing';
import { like } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { contact } from '../testing/lead-fixtures';
import { openTestApi } from '../testing/test-api';
import type { TestApi } from '../testing/test-api';

// Faults injected on the local PostgreSQL (CI sets TEST_DATABASE_URL): sessions terminated with
// pg_terminate_backend, and a proxy that stops answering. Each test file has its own database,
// so only this file's connections are terminated.
const serverUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = serverUrl ? describe : describe.skip;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lead of its own (its e-mail finds it in the database), with its Idempotency-Key. */
const leadNumber = (tag: string, index: number) => ({
  body: { ...contact, email: `lead-${index}@${tag}.example` },
  key: `${tag}-${index}`,
});

async function listen(api: TestApi): Promise<string> {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
}

async function postLead(origin: string, lead: ReturnType<typeof leadNumber>): Promise<number> {
  const response = await fetch(`${origin}/api/v1/feedback/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': lead.key },
    body: JSON.stringify(lead.body),
  });
  await response.arrayBuffer();
  return response.status;
}

async function readiness(origin: string): Promise<number> {
  const response = await fetch(`${origin}/readyz`);
  await response.arrayBuffer();
  return response.status;
}

const terminateOthers = `select count(pg_terminate_backend(pid))::int as killed from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid()`;

/** The e-mails of the leads stored under `tag`, with how often each is there. */
async function storedEmails(api: TestApi, tag: string): Promise<Map<string, number>> {
  const rows = await api.runtime.database.db
    .select({ email: leads.email })
    .from(leads)
    .where(like(leads.email, `%@${tag}.example`));
  const counts = new Map<string, number>();
  for (const { email } of rows) counts.set(email, (counts.get(email) ?? 0) + 1);
  return counts;
}

describeOnPostgres('the API when PostgreSQL drops its connections', () => {
  const onConnectionError = jest.fn();
  let api: TestApi;
  let origin: string;
  let side: pg.Client;
  beforeAll(async () => {
    api = await openTestApi({ LEAD_RATE_LIMIT: '100000' }, { onConnectionError });
    origin = await listen(api);
    side = await openSideConnection(api.runtime.database);
  }, 60_000);
  afterAll(async () => {
    await side?.end();
    await api?.close();
  });

  it('answers 503 for a lead whose connection is terminated mid-transaction, and takes its retry', async () => {
    const lead = leadNumber('mid-transaction', 1);
    // Holds the lead's Idempotency-Key row, so the API's transaction waits on it, checked out.
    await side.query('begin');
    await side.query(
      `insert into idempotency_keys (route, key, request_hash) values ('feedback', $1, 'held')`,
      [lead.key],
    );
    const answer = postLead(origin, lead);
    for (;;) {
      const waiting = await side.query(
        `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (waiting.rows[0].n > 0) break;
      await sleep(20);
    }
    await side.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(await answer).toBe(503);
    expect(onConnectionError).toHaveBeenCalledWith(expect.objectContaining({ code: '57P01' }));
    await side.query('rollback');
    expect((await storedEmails(api, 'mid-transaction')).size).toBe(0);

    // The process is still here, the pool opens new connections, and the browser's retry with
    // the same key stores the lead once.
    expect(await readiness(origin)).toBe(200);
    expect(await postLead(origin, lead)).toBe(201);
    expect(await postLead(origin, lead)).toBe(201);
    expect(await storedEmails(api, 'mid-transaction')).toEqual(new Map([[lead.body.email, 1]]));
  }, 60_000);

  it('acknowledges only committed leads while every session is terminated again and again', async () => {
    const tag = 'storm';
    const total = 200;
    let stopped = false;
    let killed = 0;
    const killer = (async () => {
      while (!stopped) {
        killed += (await side.query(terminateOthers)).rows[0].killed;
        await sleep(10 + Math.random() * 40);
      }
    })();

    const statuses = new Map<number, number>();
    let next = 0;
    // 20 visitors at once, each posting leads one after another.
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < total) {
          const index = next++;
          statuses.set(index, await postLead(origin, leadNumber(tag, index)));
        }
      }),
    );
    stopped = true;
    await killer;
    expect(killed).toBeGreaterThan(0);

    // Every lead got an answer: stored (201) or refused so that the browser retries (503).
    expect(new Set(statuses.values())).toEqual(
      new Set([...statuses.values()].filter((status) => status === 201 || status === 503)),
    );
    expect(statuses.size).toBe(total);
    const stored = await storedEmails(api, tag);
    for (const [index, status] of statuses) {
      const email = leadNumber(tag, index).body.email;
      if (status === 201) expect([email, stored.get(email)]).toEqual([email, 1]);
      // A lead not stored was not acknowledged (a 503 may still have committed: its COMMIT
      // went through as the connection died; the retry below replays it).
      if (!stored.has(email)) expect([email, status]).toEqual([email, 503]);
    }

    // Afterwards: ready, and every refused lead's retry with its key leaves it stored once.
    expect(await readiness(origin)).toBe(200);
    for (const [index, status] of statuses) {
      if (status !== 201) expect(await postLead(origin, leadNumber(tag, index))).toBe(201);
    }
    const after = await storedEmails(api, tag);
    expect(after.size).toBe(total);
    expect(new Set(after.values())).toEqual(new Set([1]));
  }, 120_000);
});

describeOnPostgres('the API when PostgreSQL stops answering', () => {
  let proxy: FaultProxy;
  let api: TestApi;
  let origin: string;
  beforeAll(async () => {
    const server = new URL(serverUrl as string);
    proxy = await openFaultProxy({ host: server.hostname, port: Number(server.port || 5432) });
    api = await openTestApi(
      { LEAD_RATE_LIMIT: '100000' },
      { port: proxy.port, connectTimeoutMs: 1_000, queryTimeoutMs: 2_000 },
    );
    origin = await listen(api);
  }, 60_000);
  afterAll(async () => {
    // The silenced connections first: the test database is dropped once nothing uses it.
    await proxy?.close();
    await api?.close();
  });

  it('answers 503 on /readyz and for leads while it is away, and recovers by itself', async () => {
    expect(await readiness(origin)).toBe(200);
    expect(await postLead(origin, leadNumber('silent', 0))).toBe(201);

    proxy.silence();
    expect(await readiness(origin)).toBe(503);
    // More visitors at once than the pool has connections: each gets an answer, none hangs.
    const during = await Promise.all(
      Array.from({ length: 6 }, (_, index) => postLead(origin, leadNumber('silent', index + 1))),
    );
    expect(during).toEqual(Array(6).fill(503));
    expect(await readiness(origin)).toBe(503);

    proxy.restore();
    while ((await readiness(origin)) !== 200) await sleep(100);
    for (let index = 1; index <= 6; index++) {
      expect(await postLead(origin, leadNumber('silent', index))).toBe(201);
    }
    const stored = await storedEmails(api, 'silent');
    expect(stored.size).toBe(7);
  }, 120_000);
});
