import type { Database, DeliveryStatus, DeliveryTarget, LeadStatus } from '@corp/api/db';
import { adminUsers, leadDeliveries, leadFiles, leads } from '@corp/api/db';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor, LEADS_PAGE_DEFAULT, leadConditions } from './lead-filter';
import type { LeadListQuery } from './lead-filter';

export interface LeadOwnerView {
  id: string;
  login: string;
  name: string;
}

/** A lead as the inbox lists it. */
export interface LeadRowView {
  id: string;
  createdAt: string;
  type: string;
  site: string;
  locale: string;
  page: string;
  product: string;
  event: string;
  email: string;
  name: string;
  company: string;
  status: LeadStatus;
  owner: LeadOwnerView | null;
  unread: boolean;
  hasFile: boolean;
  deliveries: Partial<Record<DeliveryTarget, DeliveryStatus>>;
}

export interface LeadListPage {
  data: LeadRowView[];
  /** The `before` of the next page; absent on the last one. */
  next?: string;
  /** Over the filter without its status and unread parts: spam leads, unread leads (not spam). */
  counts: { spam: number; unread: number };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The person's name as the forms send it: the full name, else first and last name. */
export function leadName(fields: Record<string, unknown>): string {
  const full = textOf(fields['fullName']) || textOf(fields['name']);
  if (full) return full;
  return [textOf(fields['firstName']), textOf(fields['lastName'])].filter(Boolean).join(' ');
}

/** The owners' columns of a select (`admin_users` joined on `leads.owner_id`). */
export const ownerColumns = {
  ownerId: adminUsers.id,
  ownerLogin: adminUsers.login,
  ownerName: adminUsers.name,
};

export function ownerOf(row: {
  ownerId: string | null;
  ownerLogin: string | null;
  ownerName: string | null;
}): LeadOwnerView | null {
  return row.ownerId
    ? { id: row.ownerId, login: row.ownerLogin ?? '', name: row.ownerName ?? '' }
    : null;
}

/** One page of the inbox, newest first, with the filter's spam and unread counts. */
export async function listLeads(db: Database, query: LeadListQuery): Promise<LeadListPage> {
  const { before, limit = LEADS_PAGE_DEFAULT, ...filter } = query;
  const { base, all } = leadConditions(filter);
  const cursor = before ? decodeCursor(before) : null;
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      cursor: sql<string>`${leads.createdAt}::text`,
      type: leads.type,
      site: leads.site,
      locale: leads.locale,
      page: leads.page,
      product: leads.product,
      event: leads.event,
      email: leads.email,
      fields: leads.fields,
      status: leads.status,
      openedAt: leads.openedAt,
      hasFile: sql<boolean>`exists (select 1 from ${leadFiles} where ${leadFiles.leadId} = ${leads.id})`,
      ...ownerColumns,
    })
    .from(leads)
    .leftJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
    .where(
      and(
        all,
        cursor
          ? sql`(${leads.createdAt}, ${leads.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);

  const ids = page.map((row) => row.id);
  const [deliveries, [counts]] = await Promise.all([
    ids.length
      ? db
          .select({
            leadId: leadDeliveries.leadId,
            target: leadDeliveries.target,
            status: leadDeliveries.status,
          })
          .from(leadDeliveries)
          .where(inArray(leadDeliveries.leadId, ids))
      : Promise.resolve([]),
    db
      .select({
        spam: sql<number>`count(*) filter (where ${eq(leads.status, 'spam')})`.mapWith(Number),
        unread:
          sql<number>`count(*) filter (where ${and(ne(leads.status, 'spam'), isNull(leads.openedAt))})`.mapWith(
            Number,
          ),
      })
      .from(leads)
      .where(base),
  ]);
  const byLead = new Map<string, Partial<Record<DeliveryTarget, DeliveryStatus>>>();
  for (const delivery of deliveries) {
    const targets = byLead.get(delivery.leadId) ?? {};
    targets[delivery.target] = delivery.status;
    byLead.set(delivery.leadId, targets);
  }

  const data = page.map((row): LeadRowView => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    site: row.site,
    locale: row.locale,
    page: row.page,
    product: row.product,
    event: row.event,
    email: row.email,
    name: leadName(row.fields),
    company: textOf(row.fields['company']),
    status: row.status,
    owner: ownerOf(row),
    unread: row.openedAt === null,
    hasFile: Boolean(row.hasFile),
    deliveries: byLead.get(row.id) ?? {},
  }));
  const last = page[page.length - 1];
  return {
    data,
    ...(rows.length > limit && last
      ? { next: encodeCursor({ createdAt: last.cursor, id: last.id }) }
      : {}),
    counts: { spam: counts?.spam ?? 0, unread: counts?.unread ?? 0 },
  };
}

/** Who may own a lead: active (signed-up, not disabled) administrators and sales. */
export async function leadOwners(db: Database): Promise<LeadOwnerView[]> {
  return db
    .select({ id: adminUsers.id, login: adminUsers.login, name: adminUsers.name })
    .from(adminUsers)
    .where(
      and(
        inArray(adminUsers.role, ['admin', 'sales']),
        isNull(adminUsers.disabledAt),
        sql`${adminUsers.passwordHash} is not null`,
      ),
    )
    .orderBy(adminUsers.login);
}
