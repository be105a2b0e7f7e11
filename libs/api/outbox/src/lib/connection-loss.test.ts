import { idempotencyKeys, leadDeliveries, leads } from '@corp/api/db';
import { openSideConnection, openTestDatabase } from '@corp/api/db/testing';
import type { DatabaseHandle } from '@corp/api/db';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { enqueueDeliveries } from './enqueue';
import { createIdempotencySweeper } from './idempotency-sweeper';
import type { OutboxConfig } from './outbox-config';
import { createOutboxWorker } from './outbox-worker';
import type { OutboxLogger } from './outbox-worker';

// The background loops on the local PostgreSQL (CI sets TEST_DATABASE_URL) while every session
// of this file's own database is terminated again and again.
const serverUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = serverUrl ? describe : describe.skip;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const quiet: OutboxLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

describeOnPostgres(
  'outbox worker and idempotency sweeper when PostgreSQL drops connections',
  () => {
    let handle: DatabaseHandle;
    let side: pg.Client;
    let webhook: Server;
    /** Webhook calls received, by delivery id (the Idempotency-Key). */
    const received = new Map<string, number>();

    beforeAll(async () => {
      handle = await openTestDatabase(process.env, { onConnectionError: () => undefined });
      side = await openSideConnection(handle);
      webhook = createServer((request, response) => {
        const key = String(request.headers['idempotency-key']);
        received.set(key, (received.get(key) ?? 0) + 1);
        request.resume();
        // A slow receiver: the deliveries go on through the storm.
        request.on('end', () => setTimeout(() => response.writeHead(200).end('{}'), 50));
      });
      await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    }, 60_000);
    afterAll(async () => {
      await side?.end();
      await new Promise((resolve) => webhook?.close(resolve));
      await handle?.close();
    });

    it('keep running through the storm and finish their work after it', async () => {
      const leadIds: string[] = [];
      for (let index = 0; index < 100; index++) {
        const id = randomUUID();
        leadIds.push(id);
        await handle.db.transaction(async (tx) => {
          await tx.insert(leads).values({
            id,
            type: 'contact',
            locale: 'en',
            email: `lead-${index}@outbox.example`,
            fields: {},
          });
          await enqueueDeliveries(tx, id);
        });
      }
      const config: OutboxConfig = {
        brand: 'Ferrum Digital',
        mailFrom: 'website@ferrum-digital.example',
        mailTo: [],
        webhookUrl: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`,
        maxAttempts: 1_000,
        baseDelayMs: 10,
        maxDelayMs: 100,
        pollIntervalMs: 20,
        batchSize: 5,
        lockMs: 1_000,
        timeoutMs: 5_000,
        idempotencyTtlMs: 60_000,
      };
      const worker = createOutboxWorker({ db: handle.db, config, logger: quiet });
      const sweeper = createIdempotencySweeper({
        db: handle.db,
        ttlMs: 60_000,
        intervalMs: 20,
        logger: quiet,
      });
      worker.start();
      sweeper.start();
      try {
        let killed = 0;
        const until = Date.now() + 2_000;
        while (Date.now() < until) {
          const result = await side.query(
            `select count(pg_terminate_backend(pid))::int as killed from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()`,
          );
          killed += result.rows[0].killed;
          await sleep(10 + Math.random() * 40);
        }
        expect(killed).toBeGreaterThan(0);

        // The sweeper still sweeps: an expired key goes.
        await handle.db
          .insert(idempotencyKeys)
          .values({ route: 'feedback', key: 'expired', requestHash: 'x', createdAt: new Date(0) });
        // The worker still delivers: every webhook row ends delivered, each sent at least once.
        for (;;) {
          const rows = await handle.db
            .select({ id: leadDeliveries.id, status: leadDeliveries.status })
            .from(leadDeliveries)
            .where(eq(leadDeliveries.target, 'webhook'));
          const keys = await handle.db.select().from(idempotencyKeys);
          if (rows.every((row) => row.status === 'delivered') && keys.length === 0) {
            expect(rows).toHaveLength(leadIds.length);
            for (const row of rows) expect(received.get(String(row.id))).toBeGreaterThan(0);
            break;
          }
          await sleep(50);
        }
      } finally {
        await worker.stop();
        await sweeper.stop();
      }
    }, 120_000);
  },
);
