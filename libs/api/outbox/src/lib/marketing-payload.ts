import { leadSource } from '@corp/api/db';
import type { LeadSource } from '@corp/api/db';
import { marketingLocaleOf } from '@corp/shared/contracts';
import { fieldText } from './lead';
import type { LeadRow } from './lead';

/**
 * The marketing-automation contact (spec §3 "Marketing-automation payload"), plus the lead's
 * `type`, `page`, `product`, `event` and `locale` that marketing uses to route it. Where the lead was left
 * is not a body field: it is the path the payload is posted to (see `marketingUrl`).
 */
export interface MarketingPayload {
  firstName?: string;
  lastName?: string;
  /** Instead of first/last name when the form asked for one name (send-request modal, resume). */
  fullName?: string;
  email?: string;
  mobilePhone?: string;
  customFields?: {
    /** Position. */
    dolzhnost?: string;
    /** Company. */
    kompaniya?: string;
    /**
     * The chosen industry's name in the payload's `locale` (the API names the id the form sent
     * when it stores the lead); the id itself for a lead stored without a name.
     */
    industry?: string;
  };
  subscriptions: { brand: string; pointOfContact: 'Email' }[];
  type: string;
  page?: string;
  /** The product a brochure, demo or request lead asked about. */
  product?: string;
  /** The event or webinar code an event or webinar registration (or recording request) is for. */
  event?: string;
  /** The lead's locale as marketing reads it: a Kazakh lead's is ru (spec §7). */
  locale: string;
}

export type MarketingLead = Pick<LeadRow, 'type' | 'page' | 'locale' | 'email' | 'fields'> &
  Partial<Pick<LeadRow, 'product' | 'event'>>;

/**
 * Where a lead is posted (spec §7 "Marketing-automation calls": path `/footer/form` from the
 * footer and contacts forms, path `/modal/form` from the modals): `MARKETING_WEBHOOK_URL` is the
 * marketing-automation base, and the lead's source (`leadSource`) is appended to its path, so
 * `https://ma.example/api` receives `https://ma.example/api/footer/form` and
 * `https://ma.example/api/modal/form`. A trailing slash of the base is ignored; its query is kept.
 * The source travels as the path, as the spec's calls do, not as a body field.
 */
export function marketingUrl(base: string, source: LeadSource): string {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${source}`;
  return url.toString();
}

/** `marketingUrl` for a lead, by its type (`contact` → `/footer/form`, the rest `/modal/form`). */
export function marketingUrlFor(base: string, lead: Pick<LeadRow, 'type'>): string {
  return marketingUrl(base, leadSource(lead.type));
}

/** Copies the present entries only: a key whose value is `undefined` is left out. */
function present<T extends Record<string, unknown>>(entries: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * Builds the JSON the marketing-automation webhook receives for a lead.
 *
 * - `firstName`/`lastName` come from the form; when the lead carries `fullName` (send-request
 *   modal) or `name` (resume), that one value is sent as `fullName` and first/last name are not.
 * - `mobilePhone` is the phone as entered; `customFields` maps position → `dolzhnost`,
 *   company → `kompaniya` and the industry's name (`industryName`, else its id) → `industry`.
 * - `locale` is the lead's, except that the Asia kz form's goes as ru (spec §7: with the
 *   industry's Russian name, which the API stored).
 * - `subscriptions` always holds one entry: the brand, reachable by e-mail.
 * - `page` and `product` are the lead's own (the product is empty on contact forms: omitted);
 *   `event` is the event or webinar code of a registration (the lead's `event`, else the field).
 * - Absent or blank values are omitted (an empty `customFields` too), never sent as `""`.
 */
export function marketingPayload(
  lead: MarketingLead,
  options: { brand: string },
): MarketingPayload {
  const fields = lead.fields;
  const fullName = fieldText(fields['fullName']) ?? fieldText(fields['name']);
  const names = fullName
    ? { fullName }
    : { firstName: fieldText(fields['firstName']), lastName: fieldText(fields['lastName']) };
  const customFields = present({
    dolzhnost: fieldText(fields['position']),
    kompaniya: fieldText(fields['company']),
    industry: fieldText(fields['industryName']) ?? fieldText(fields['industry']),
  });
  return {
    ...present({
      ...names,
      email: fieldText(fields['email']) ?? fieldText(lead.email),
      mobilePhone: fieldText(fields['phone']),
      customFields: Object.keys(customFields).length > 0 ? customFields : undefined,
    }),
    subscriptions: [{ brand: options.brand, pointOfContact: 'Email' }],
    type: lead.type,
    ...present({
      page: fieldText(lead.page),
      product: fieldText(lead.product),
      event: fieldText(lead.event) ?? fieldText(fields['event']),
    }),
    locale: marketingLocaleOf(lead.locale),
  };
}
