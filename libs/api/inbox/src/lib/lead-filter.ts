import { leads, leadStatuses } from '@corp/api/db';
import { and, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod/mini';

export const LEADS_PAGE_DEFAULT = 50;
export const LEADS_PAGE_MAX = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** PostgreSQL's text of a timestamptz (`2026-11-29 00:50:26.123456+00`), as a cursor keeps it. */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, 'too-long')));
/** A day (`YYYY-MM-DD`, the whole day in UTC) or an instant (ISO 8601). */
const dayOrInstant = z.optional(
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}/, 'wrong-value'),
    z.refine((value) => !Number.isNaN(Date.parse(value)), 'wrong-value'),
  ),
);

/** A keyset position in the newest-first order: the last row's exact `created_at` and id. */
export interface LeadCursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(cursor: LeadCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): LeadCursor | null {
  const [createdAt, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length || !createdAt || !id || !UUID.test(id) || !PG_TIMESTAMP.test(createdAt))
    return null;
  return { createdAt, id };
}

/**
 * The inbox's filter (`GET /leads`, `/leads/export.csv`, `/leads/export.xlsx`): all optional; an
 * empty value is no filter.
 */
export const leadFilterSchema = z.strictObject({
  type: text(40),
  site: text(40),
  locale: text(10),
  product: text(100),
  event: text(100),
  status: z.optional(z.enum([...leadStatuses, ''], 'wrong-value')),
  /** Leads created at or after this day (UTC) or instant. */
  from: dayOrInstant,
  /** Leads created on or before this day (UTC), or before this instant. */
  to: dayOrInstant,
  /** Part of the e-mail, the name (first, last, full) or the company; case-insensitive. */
  q: text(200),
  /** An owner's id, or `none` for leads nobody owns. */
  owner: z.optional(
    z
      .string()
      .check(
        z.refine((value) => value === '' || value === 'none' || UUID.test(value), 'wrong-value'),
      ),
  ),
  /** `1` (or `true`): unread leads only. */
  unread: z.optional(z.enum(['1', 'true', '0', 'false', ''], 'wrong-value')),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

/** The list's query: the filter, a page size and the previous page's `next`. */
export const leadListQuerySchema = z.strictObject({
  ...leadFilterSchema.shape,
  before: z.optional(
    z.string().check(z.refine((value) => decodeCursor(value) !== null, 'wrong-value')),
  ),
  limit: z.optional(
    z.coerce
      .number()
      .check(
        z.int('wrong-number'),
        z.minimum(1, 'wrong-number'),
        z.maximum(LEADS_PAGE_MAX, 'wrong-number'),
      ),
  ),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** `%`, `_` and `\` matched as themselves in a LIKE pattern. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const field = (name: string) => sql`coalesce(${leads.fields} ->> ${name}, '')`;

/** The search: e-mail, first/last/full name (also "first last") and company contain `q`. */
function searchOf(q: string): SQL {
  const pattern = `%${likeEscaped(q)}%`;
  const fullName = sql`concat_ws(' ', ${leads.fields} ->> 'firstName', ${leads.fields} ->> 'lastName')`;
  return sql`(${leads.email} ilike ${pattern} or ${field('firstName')} ilike ${pattern} or ${field('lastName')} ilike ${pattern} or ${field('fullName')} ilike ${pattern} or ${field('name')} ilike ${pattern} or ${fullName} ilike ${pattern} or ${field('company')} ilike ${pattern})`;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * The conditions on `leads` of a filter, without its status and unread parts (the counts are
 * taken over these), and the whole condition: spam is left out unless `status=spam` is asked.
 */
export function leadConditions(filter: LeadFilter): {
  base: SQL | undefined;
  all: SQL | undefined;
} {
  const base = and(
    filter.type ? eq(leads.type, filter.type) : undefined,
    filter.site ? eq(leads.site, filter.site) : undefined,
    filter.locale ? eq(leads.locale, filter.locale) : undefined,
    filter.product ? eq(leads.product, filter.product) : undefined,
    filter.event ? eq(leads.event, filter.event) : undefined,
    filter.from ? gte(leads.createdAt, new Date(filter.from)) : undefined,
    filter.to
      ? lt(leads.createdAt, DAY.test(filter.to) ? nextDay(filter.to) : new Date(filter.to))
      : undefined,
    filter.q ? searchOf(filter.q) : undefined,
    filter.owner === 'none'
      ? isNull(leads.ownerId)
      : filter.owner
        ? eq(leads.ownerId, filter.owner)
        : undefined,
  );
  const unread = filter.unread === '1' || filter.unread === 'true';
  const all = and(
    base,
    filter.status ? eq(leads.status, filter.status) : ne(leads.status, 'spam'),
    unread ? isNull(leads.openedAt) : undefined,
  );
  return { base, all };
}

/** The filter as the audit log keeps it: what was asked, never the searched text itself. */
export function auditedFilter(filter: LeadFilter): Record<string, unknown> {
  const { q, ...rest } = filter;
  const kept = Object.fromEntries(Object.entries(rest).filter(([, value]) => value));
  return q ? { ...kept, searched: true } : kept;
}
