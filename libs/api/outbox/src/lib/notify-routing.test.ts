import { leadDeliveries, leads } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import type { DatabaseHandle } from '@corp/api/db';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { enqueueDeliveries } from './enqueue';
import { loadOutboxConfig } from './outbox-config';
import { createOutboxWorker } from './outbox-worker';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** A local SMTP server recording each message's envelope recipients and subject. */
async function startSmtp() {
  const received: { to: string[]; subject: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address).sort(),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(`the lead notification's recipients by site and type (${engine})`, () => {
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    handle = await openTestDatabase();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await handle.close();
  });

  async function insertLead(site: string, type: string, name: string): Promise<string> {
    const id = randomUUID();
    const email = `${name.toLowerCase()}@acme.example`;
    await handle.db.transaction(async (tx) => {
      await tx
        .insert(leads)
        .values({ id, site, type, page: '/', product: '', locale: 'en', email, fields: { name } });
      await enqueueDeliveries(tx, id);
    });
    return id;
  }

  async function emailDelivery(leadId: string) {
    const [row] = await handle.db
      .select()
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.target, 'email')));
    return row;
  }

  it('mails each lead to its site or type inbox, the default otherwise, and skips a lead no one gets', async () => {
    const base = {
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO_ASIA: 'asia@ferrum.example',
      LEADS_NOTIFY_TO_RESUME: 'hr@ferrum.example, hr-lead@ferrum.example',
      LEADS_NOTIFY_TO_IDP_DEMO: 'idp-demo@ferrum.example',
    };
    const asia = await insertLead('asia', 'contact', 'Aigerim');
    const resume = await insertLead('', 'resume', 'Boris');
    const idpDemo = await insertLead('idp', 'demo', 'Clara');
    const mainContact = await insertLead('main', 'contact', 'Dmitri');

    // No LEADS_NOTIFY_TO: the main contact lead has no inbox and is skipped, the rest are sent.
    const worker = createOutboxWorker({ db: handle.db, config: loadOutboxConfig(base) });
    expect(await worker.runOnce()).toMatchObject({ delivered: 3, failed: 0, skipped: 5 });
    await worker.stop();
    expect(await emailDelivery(mainContact)).toMatchObject({
      status: 'skipped',
      lastError: 'not configured',
    });
    for (const id of [asia, resume, idpDemo]) {
      expect(await emailDelivery(id)).toMatchObject({ status: 'delivered' });
    }
    const bySubject = Object.fromEntries(smtp.received.map((mail) => [mail.subject, mail.to]));
    expect(bySubject).toEqual({
      'New lead (contact): Aigerim': ['asia@ferrum.example'],
      'New lead (resume): Boris': ['hr-lead@ferrum.example', 'hr@ferrum.example'],
      'New lead (demo): Clara': ['idp-demo@ferrum.example'],
    });

    // With a default, a main lead goes there.
    smtp.received.length = 0;
    const withDefault = createOutboxWorker({
      db: handle.db,
      config: loadOutboxConfig({ ...base, LEADS_NOTIFY_TO: 'sales@ferrum.example' }),
    });
    const later = await insertLead('main', 'contact', 'Elena');
    await withDefault.runOnce();
    await withDefault.stop();
    expect(await emailDelivery(later)).toMatchObject({ status: 'delivered' });
    expect(smtp.received).toEqual([
      { to: ['sales@ferrum.example'], subject: 'New lead (contact): Elena' },
    ]);
  });
});
