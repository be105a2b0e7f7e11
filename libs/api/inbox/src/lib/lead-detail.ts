import type { Database, DeliveryStatus, DeliveryTarget, LeadStatus } from '@corp/api/db';
import { adminUsers, consentRecords, leadDeliveries, leadFiles, leads } from '@corp/api/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ownerColumns, ownerOf } from './lead-list';
import type { LeadOwnerView } from './lead-list';

export interface LeadDeliveryView {
  id: number;
  target: DeliveryTarget;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

export interface LeadFileView {
  id: string;
  name: string;
  size: number;
  mimeType: string;
  /** The download (`/admin/api/files/:id`, audited). */
  url: string;
}

export interface LeadConsentView {
  /** The form's privacy-policy tick, as stored (null: the form had none). */
  policyAgreement: unknown;
  /** A newsletter subscription asked for with the lead (null: none asked). */
  subscription: unknown;
  /** The cookie-consent records of the fingerprint the lead's fields carry, if any. */
  records: { id: number; createdAt: string; cookieList: string; host: string; locale: string }[];
}

/** A lead with everything stored about it but the request's IP and user agent. */
export interface LeadDetailView {
  id: string;
  createdAt: string;
  type: string;
  site: string;
  locale: string;
  page: string;
  /** The page's address on its site, when the site's public origin is configured. */
  pageUrl: string | null;
  product: string;
  event: string;
  email: string;
  status: LeadStatus;
  owner: LeadOwnerView | null;
  openedAt: string | null;
  statusChangedAt: string | null;
  fields: Record<string, unknown>;
  file: LeadFileView | null;
  consent: LeadConsentView;
  deliveries: LeadDeliveryView[];
  /** The same e-mail's earlier leads (case-insensitive), newest first, at most 50. */
  earlier: { id: string; createdAt: string; type: string; status: LeadStatus }[];
}

export interface LeadDetailOptions {
  /** Where `GET /files/:id` is served, e.g. `/admin/api/files`. */
  filesPath: string;
  /** Each site's public origin (`SITE_ORIGIN_<SITE>`), for the page's link. */
  siteOrigins?: Partial<Record<string, string>>;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function pageUrlOf(origin: string | undefined, page: string): string | null {
  if (!origin || !page) return null;
  try {
    return new URL(page, origin).origin === new URL(origin).origin
      ? new URL(page, origin).toString()
      : null;
  } catch {
    return null;
  }
}

/** The lead, or null when there is none with that id. */
export async function leadDetail(
  db: Database,
  id: string,
  options: LeadDetailOptions,
): Promise<LeadDetailView | null> {
  const [lead] = await db
    .select({
      lead: leads,
      cursor: sql<string>`${leads.createdAt}::text`,
      ...ownerColumns,
    })
    .from(leads)
    .leftJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
    .where(eq(leads.id, id))
    .limit(1);
  if (!lead) return null;
  const row = lead.lead;
  const fingerprint = row.fields['fingerprint'];
  const [files, deliveries, earlier, records] = await Promise.all([
    db
      .select()
      .from(leadFiles)
      .where(eq(leadFiles.leadId, id))
      .orderBy(asc(leadFiles.createdAt), asc(leadFiles.id))
      .limit(1),
    db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, id))
      .orderBy(asc(leadDeliveries.id)),
    db
      .select({ id: leads.id, createdAt: leads.createdAt, type: leads.type, status: leads.status })
      .from(leads)
      .where(
        and(
          sql`lower(${leads.email}) = lower(${row.email})`,
          sql`(${leads.createdAt}, ${leads.id}) < (${lead.cursor}::timestamptz, ${row.id}::uuid)`,
        ),
      )
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(50),
    typeof fingerprint === 'string' && fingerprint
      ? db
          .select()
          .from(consentRecords)
          .where(eq(consentRecords.fingerprint, fingerprint))
          .orderBy(desc(consentRecords.createdAt))
          .limit(20)
      : Promise.resolve([]),
  ]);
  const file = files[0];
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    site: row.site,
    locale: row.locale,
    page: row.page,
    pageUrl: pageUrlOf(options.siteOrigins?.[row.site], row.page),
    product: row.product,
    event: row.event,
    email: row.email,
    status: row.status,
    owner: ownerOf(lead),
    openedAt: iso(row.openedAt),
    statusChangedAt: iso(row.statusChangedAt),
    fields: row.fields,
    file: file
      ? {
          id: file.id,
          name: file.originalName,
          size: file.size,
          mimeType: file.mimeType,
          url: `${options.filesPath}/${file.id}`,
        }
      : null,
    consent: {
      policyAgreement: row.fields['policyAgreement'] ?? null,
      subscription: row.fields['subscription'] ?? (row.type === 'subscribe' ? true : null),
      records: records.map((record) => ({
        id: record.id,
        createdAt: record.createdAt.toISOString(),
        cookieList: record.cookieList,
        host: record.host,
        locale: record.locale,
      })),
    },
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      target: delivery.target,
      status: delivery.status,
      attempts: delivery.attempts,
      lastError: delivery.lastError,
      nextAttemptAt: iso(delivery.nextAttemptAt),
      deliveredAt: iso(delivery.deliveredAt),
    })),
    earlier: earlier.map((item) => ({
      id: item.id,
      createdAt: item.createdAt.toISOString(),
      type: item.type,
      status: item.status,
    })),
  };
}
