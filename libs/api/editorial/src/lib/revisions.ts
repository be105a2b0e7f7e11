import type { AuditActor } from '@corp/api/db';
import { contentRevisions, recordAudit } from '@corp/api/db';
import type { RevisionAction } from '@corp/api/db';
import type { ItemRef, Tx } from './content-change';
import type { ItemData } from './item-state';

export interface ChangeRecord {
  action: RevisionAction;
  /** The whole item after the change, by locale. */
  data: Partial<Record<string, ItemData>>;
  changed: string[];
  actor: AuditActor;
  /** The audit entry's action (`content.save` …) and facts; none for revisions alone. */
  audit?: { action: string; details?: Record<string, unknown>; ip?: string };
}

/** Writes a revision of the item and, with `audit`, the audit entry (in the caller's transaction). */
export async function recordChange(tx: Tx, item: ItemRef, change: ChangeRecord): Promise<number> {
  const [row] = await tx
    .insert(contentRevisions)
    .values({
      kind: item.kind,
      key: item.key,
      action: change.action,
      data: change.data as Record<string, ItemData>,
      changed: change.changed,
      authorId: change.actor.id,
      authorLogin: change.actor.login,
    })
    .returning({ id: contentRevisions.id });
  if (change.audit)
    await recordAudit(tx, {
      actor: change.actor,
      action: change.audit.action,
      targetType: 'content',
      targetId: `${item.kind}/${item.key}`,
      details: { revision: row?.id, ...change.audit.details },
      ip: change.audit.ip,
    });
  return row?.id ?? 0;
}

/** The signed-in user as the author of a change. */
export const actorOf = (user: { id: string; login: string }): AuditActor => ({
  id: user.id,
  login: user.login,
});
