import type { Database } from '@corp/api/db';
import { sql } from 'drizzle-orm';

/** A transaction of the database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An item of content: its kind (a `contentKinds` name) and key (its `code` or `id`). */
export interface ItemRef {
  kind: string;
  key: string;
}

/**
 * Called inside every transaction that changes what is published (publish, unpublish, import),
 * after the rows are written: the change notification (`notifyContentChanged`) hooks in here.
 */
export type ContentChangeHook = (tx: Tx, item: ItemRef) => Promise<void>;

/** One writer per item at a time (also across processes on PostgreSQL), until the transaction ends. */
export async function lockItem(tx: Tx, item: ItemRef): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(727275, hashtext(${`${item.kind}/${item.key}`}))`,
  );
}
