import { auditLog } from './schema';
import type { Database } from './database';

/** Who did something in the admin: a signed-in user, or the system (the scheduler, an import). */
export interface AuditActor {
  id: string | null;
  login: string;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, login: 'system' };

export interface AuditEntry {
  actor: AuditActor;
  /** `sign-in`, `sign-in-failed`, `sign-out`, `user.invite`, `content.save`, `content.publish` … */
  action: string;
  targetType?: string;
  targetId?: string;
  /** Facts about the action (counts, locales, a schedule's time); never a lead's fields or a secret. */
  details?: Record<string, unknown>;
  ip?: string;
}

type Writer = Pick<Database, 'insert'>;

/** Appends one entry to the audit log; pass the transaction so the entry commits with the change. */
export async function recordAudit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorLogin: entry.actor.login,
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: entry.targetId ?? '',
    details: entry.details ?? {},
    ip: entry.ip ?? '',
  });
}
