import { leadDeliveries, leads } from '@corp/api/db';
import type { DatabaseHandle, DeliveryStatus, DeliveryTarget } from '@corp/api/db';
import { openTestDatabase } from '@corp/api/db/testing';
import { asc } from 'drizzle-orm';
import { redeliverDelivery } from './requeue';

const LEAD_A = '00000000-0000-4000-8000-0000000000a1';
const LEAD_B = '00000000-0000-4000-8000-0000000000b1';

describe(`redeliverDelivery (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  const died = new Date('2031-05-01T07:00:00.000Z');
  const now = new Date('2031-05-01T10:00:00.000Z');
  let ids: Record<string, number>;

  beforeEach(async () => {
    await handle.db.delete(leads);
    await handle.db.insert(leads).values(
      [LEAD_A, LEAD_B].map((id) => ({
        id,
        type: 'contact',
        locale: 'en',
        email: `${id}@example.com`,
        fields: {},
      })),
    );
    const row = (leadId: string, target: DeliveryTarget, status: DeliveryStatus) => ({
      leadId,
      target,
      status,
      attempts: status === 'delivered' ? 1 : 7,
      lastError: status === 'delivered' ? null : 'HTTP 503',
      nextAttemptAt: died,
      updatedAt: died,
    });
    const rows = await handle.db
      .insert(leadDeliveries)
      .values([
        row(LEAD_A, 'webhook', 'dead'),
        row(LEAD_A, 'email', 'retry'),
        row(LEAD_B, 'webhook', 'delivered'),
        row(LEAD_B, 'email', 'dead'),
      ])
      .returning();
    ids = Object.fromEntries(rows.map((r) => [`${r.leadId.slice(-2)} ${r.target}`, r.id]));
  });

  const states = async () =>
    (await handle.db.select().from(leadDeliveries).orderBy(asc(leadDeliveries.id))).map(
      (r) => `${r.leadId.slice(-2)} ${r.target} ${r.status} ${r.attempts}`,
    );

  it('makes a dead or retrying delivery pending, due now, with attempts reset', async () => {
    const dead = await redeliverDelivery(
      handle.db,
      { leadId: LEAD_A, deliveryId: ids['a1 webhook'] as number },
      now,
    );
    expect(dead).toEqual({ id: ids['a1 webhook'], leadId: LEAD_A, target: 'webhook' });
    await redeliverDelivery(handle.db, { leadId: LEAD_A, deliveryId: ids['a1 email'] as number });
    expect(await states()).toEqual([
      'a1 webhook pending 0',
      'a1 email pending 0',
      'b1 webhook delivered 1',
      'b1 email dead 7',
    ]);
    const [row] = await handle.db.select().from(leadDeliveries).orderBy(asc(leadDeliveries.id));
    expect(row).toMatchObject({ nextAttemptAt: now, lockedUntil: null, lastError: 'HTTP 503' });
  });

  it("leaves a delivered row, and another lead's row, as they are", async () => {
    const before = await states();
    const lead = { leadId: LEAD_B, deliveryId: ids['b1 webhook'] as number };
    expect(await redeliverDelivery(handle.db, lead, now)).toBeNull();
    const other = { leadId: LEAD_A, deliveryId: ids['b1 email'] as number };
    expect(await redeliverDelivery(handle.db, other, now)).toBeNull();
    expect(await states()).toEqual(before);
  });
});
