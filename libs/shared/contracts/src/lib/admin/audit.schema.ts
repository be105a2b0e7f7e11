import { z } from 'zod/mini';

/** The audit log's actions (`audit_log.action`). */
export const auditActions = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'user.invite',
  'user.update',
  'user.disable',
  'user.enable',
  'invite.accept',
  'content.create',
  'content.save',
  'content.publish',
  'content.unpublish',
  'content.restore',
  'content.schedule',
  'content.schedule-cancel',
  'content.scheduled-publish',
  'content.scheduled-unpublish',
  'content.preview-link',
  'media.upload',
  'media.delete',
  'export',
  'lead.open',
  'lead.update',
  'lead.redeliver',
  'lead.file',
  'privacy.lookup',
  'privacy.export',
  'privacy.erase',
  'retention.run',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const AUDIT_PAGE_MAX = 200;
export const AUDIT_PAGE_DEFAULT = 50;

const isoInstant = z.string().check(
  z.refine((value) => !Number.isNaN(Date.parse(value)), 'wrong-value'),
  z.regex(/^\d{4}-\d{2}-\d{2}/, 'wrong-value'),
);

/** `GET /admin/api/audit` and `/admin/api/audit.csv`: every filter optional. */
export const auditQuerySchema = z.strictObject({
  actor: z.optional(z.string().check(z.maxLength(254, 'too-long'))),
  action: z.optional(z.string().check(z.maxLength(64, 'too-long'))),
  /** Entries at or after this instant (ISO 8601). */
  from: z.optional(isoInstant),
  /** Entries before this instant (ISO 8601). */
  to: z.optional(isoInstant),
  /** Keyset pagination: entries with a smaller id than this (the previous page's `next`). */
  before: z.optional(z.coerce.number().check(z.int('wrong-number'), z.positive('wrong-number'))),
  limit: z.optional(
    z.coerce
      .number()
      .check(
        z.int('wrong-number'),
        z.minimum(1, 'wrong-number'),
        z.maximum(AUDIT_PAGE_MAX, 'wrong-number'),
      ),
  ),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorLogin: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** Newest first; `next` is the `before` of the following page, absent on the last. */
export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  next: z.optional(z.number()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
