/** The shapes of the sales inbox API (/work/notes/inbox-design.md, "API"). */

export const leadStatuses = ['new', 'in-progress', 'qualified', 'spam', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Every `type` a lead is stored with: the feedback forms' types, resumes and subscriptions. */
export const leadTypes = [
  'contact',
  'request',
  'news',
  'event',
  'brochure',
  'brochure-ext',
  'brochure-popup',
  'demo',
  'webinar-popup',
  'resume',
  'subscribe',
] as const;

/** The locales a lead is left in. */
export const leadLocales = ['en', 'ru', 'de', 'kz'] as const;

export const deliveryTargets = ['webhook', 'email'] as const;
export type DeliveryTarget = (typeof deliveryTargets)[number];
export type DeliveryStatus = 'pending' | 'processing' | 'retry' | 'delivered' | 'skipped' | 'dead';

export interface LeadOwner {
  id: string;
  login: string;
  name?: string;
}

/** A lead as the inbox lists it. */
export interface LeadRow {
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
  owner: LeadOwner | null;
  unread: boolean;
  hasFile: boolean;
  deliveries: Partial<Record<DeliveryTarget, DeliveryStatus>>;
}

/** The inbox's filter (every value as the query string carries it; empty: any). */
export interface LeadsFilter {
  type?: string;
  site?: string;
  locale?: string;
  product?: string;
  event?: string;
  status?: string;
  /** `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  q?: string;
  /** An owner's id, or `none`. */
  owner?: string;
  /** `1`: unread leads only. */
  unread?: string;
}

export const leadsFilterFields = [
  'type',
  'site',
  'locale',
  'product',
  'event',
  'status',
  'from',
  'to',
  'q',
  'owner',
  'unread',
] as const satisfies readonly (keyof LeadsFilter)[];

export interface LeadsPage {
  data: LeadRow[];
  /** The `before` of the next page (keyset cursor); none on the last page. */
  next?: string;
  counts: { spam: number; unread: number };
}

export interface LeadDelivery {
  id: number | string;
  target: DeliveryTarget;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

export interface LeadFile {
  id: string;
  name: string;
  size: number;
  /** `/admin/api/files/:id` (audited). */
  url: string;
  mimeType?: string;
}

/** A consent record (`consent_records`) the lead's fields point at. */
export interface LeadConsentRecord {
  id?: number | string;
  createdAt: string;
  cookieList: string;
  host?: string;
  locale?: string;
}

export interface LeadConsent {
  /** The form's privacy-policy tick. */
  policyAgreement?: boolean | string | null;
  /** A newsletter subscription asked for with the lead. */
  subscription?: boolean | string | null;
  records?: LeadConsentRecord[];
}

export interface EarlierLead {
  id: string;
  createdAt: string;
  type: string;
  status: LeadStatus;
}

/** A lead with everything stored about it (`GET /admin/api/leads/:id`). */
export interface LeadDetail {
  id: string;
  createdAt: string;
  type: string;
  site: string;
  locale: string;
  page: string;
  /** The page's address on its site, when the server knows the site's origin. */
  pageUrl?: string | null;
  product: string;
  event: string;
  email: string;
  status: LeadStatus;
  owner: LeadOwner | null;
  openedAt?: string | null;
  statusChangedAt?: string | null;
  /** The validated submission, spec §3 field names. */
  fields: Record<string, unknown>;
  file: LeadFile | null;
  consent?: LeadConsent | null;
  deliveries: LeadDelivery[];
  /** The same e-mail's earlier leads, newest first. */
  earlier: EarlierLead[];
}

export interface LeadChange {
  status?: LeadStatus;
  ownerId?: string | null;
}
