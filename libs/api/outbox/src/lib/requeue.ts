import { deliveryTargets, leadDeliveries } from '@corp/api/db';
import type { Database, DeliveryStatus, DeliveryTarget } from '@corp/api/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/** Which dead deliveries to requeue; every filter given must match (none: all of them). */
export interface RequeueFilter {
  /** Only these leads' deliveries; an empty list matches nothing. */
  leadIds?: readonly string[];
  target?: DeliveryTarget;
}

export interface RequeuedDelivery {
  id: number;
  leadId: string;
  target: DeliveryTarget;
}

/** A fresh start's columns: attempts back to 0, due at `now`, no worker's claim. */
function freshStart(now: Date) {
  return { attempts: 0, nextAttemptAt: now, lockedUntil: null, updatedAt: now };
}

/** The statuses a single delivery may be sent again from (the admin's "Deliver again"). */
export const redeliverableStatuses: readonly DeliveryStatus[] = ['dead', 'retry'];

/**
 * Sends one delivery of a lead again, as if new: a `dead` or `retry` row becomes `pending`,
 * due at `now`, `attempts` back to 0 (`last_error` stays until the next attempt). Null when the
 * lead has no such delivery in either status (delivered, being sent, skipped, or none).
 */
export async function redeliverDelivery(
  db: Pick<Database, 'update'>,
  delivery: { leadId: string; deliveryId: number },
  now: Date = new Date(),
): Promise<RequeuedDelivery | null> {
  const [row] = await db
    .update(leadDeliveries)
    .set({ status: 'pending', ...freshStart(now) })
    .where(
      and(
        eq(leadDeliveries.id, delivery.deliveryId),
        eq(leadDeliveries.leadId, delivery.leadId),
        inArray(leadDeliveries.status, [...redeliverableStatuses]),
      ),
    )
    .returning({
      id: leadDeliveries.id,
      leadId: leadDeliveries.leadId,
      target: leadDeliveries.target,
    });
  return row ?? null;
}

/**
 * Gives dead-lettered deliveries a fresh start: `dead` → `retry`, due at `now`, `attempts` back
 * to 0 (so `OUTBOX_MAX_ATTEMPTS` more tries). `last_error` stays until the next attempt. Rows in
 * any other status are left alone. Returns the requeued rows, ordered by id.
 */
export async function requeueDeadDeliveries(
  db: Pick<Database, 'update'>,
  filter: RequeueFilter = {},
  now: Date = new Date(),
): Promise<RequeuedDelivery[]> {
  if (filter.leadIds?.length === 0) return [];
  const conditions: SQL[] = [eq(leadDeliveries.status, 'dead')];
  if (filter.leadIds) conditions.push(inArray(leadDeliveries.leadId, [...filter.leadIds]));
  if (filter.target) conditions.push(eq(leadDeliveries.target, filter.target));
  const rows = await db
    .update(leadDeliveries)
    .set({ status: 'retry', ...freshStart(now) })
    .where(and(...conditions))
    .returning({
      id: leadDeliveries.id,
      leadId: leadDeliveries.leadId,
      target: leadDeliveries.target,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/** What `npm run outbox:requeue` was asked to do. */
export type RequeueCommand = { help: true } | { help: false; filter: RequeueFilter };

export const requeueUsage = `Usage: npm run outbox:requeue -- [--lead <uuid>[,<uuid>…]]… [--target webhook|email]

Moves dead lead deliveries back to "retry", due now, with their attempts reset.
  (no option)        every dead delivery
  --lead <uuid>      only this lead's deliveries (repeatable, or a comma-separated list)
  --target <target>  only the webhook or only the e-mail deliveries
  --help             this text`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A command line the CLI refuses: the message names the argument; exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Parses the arguments of `npm run outbox:requeue` (`--lead a,b --lead c`, `--lead=a`,
 * `--target email`). Throws a `UsageError` on anything else.
 */
export function parseRequeueArgs(args: readonly string[]): RequeueCommand {
  const leadIds: string[] = [];
  let target: DeliveryTarget | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg === '--help' || arg === '-h') return { help: true };
    const match = /^(--lead|--target)(?:=(.*))?$/s.exec(arg);
    if (!match) throw new UsageError(`unknown argument ${JSON.stringify(arg)}`);
    const name = match[1] as '--lead' | '--target';
    let value = match[2];
    if (value === undefined) {
      value = args[index + 1];
      if (value === undefined || value.startsWith('--')) {
        throw new UsageError(`${name} needs a value`);
      }
      index += 1;
    }
    if (name === '--target') {
      if (target !== undefined) throw new UsageError('--target is given twice');
      if (!(deliveryTargets as readonly string[]).includes(value)) {
        throw new UsageError(
          `--target must be ${deliveryTargets.join(' or ')}, not ${JSON.stringify(value)}`,
        );
      }
      target = value as DeliveryTarget;
      continue;
    }
    const ids = value.split(',').map((id) => id.trim());
    for (const id of ids) {
      if (!UUID.test(id))
        throw new UsageError(`--lead must be a lead id (a UUID), not ${JSON.stringify(id)}`);
      leadIds.push(id.toLowerCase());
    }
  }
  return {
    help: false,
    filter: {
      ...(leadIds.length > 0 ? { leadIds: [...new Set(leadIds)] } : {}),
      ...(target ? { target } : {}),
    },
  };
}

/** For the CLI: how many rows were requeued, of which filter ("Requeued 2 webhook dead …"). */
export function describeRequeue(
  filter: RequeueFilter,
  requeued: readonly RequeuedDelivery[],
): string {
  const count = requeued.length;
  const what = `${filter.target ? `${filter.target} ` : ''}dead deliver${count === 1 ? 'y' : 'ies'}`;
  const leads = filter.leadIds?.length;
  const of = leads ? ` of ${leads} lead${leads === 1 ? '' : 's'}` : '';
  return `Requeued ${count} ${what}${of}`;
}
