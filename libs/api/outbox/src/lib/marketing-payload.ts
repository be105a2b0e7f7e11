import { fieldText } from './lead';
import type { LeadRow } from './lead';

/**
 * The marketing-automation contact (spec §3 "Marketing-automation payload"), plus the lead's
 * `type`, `page` and `locale` that marketing uses to route it.
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
    /** The chosen industry id, as a string. */
    industry?: string;
  };
  subscriptions: { brand: string; pointOfContact: 'Email' }[];
  type: string;
  page?: string;
  locale: string;
}

export type MarketingLead = Pick<LeadRow, 'type' | 'page' | 'locale' | 'email' | 'fields'>;

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
 *   company → `kompaniya` and the industry id → `industry`.
 * - `subscriptions` always holds one entry: the brand, reachable by e-mail.
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
    industry: fieldText(fields['industry']),
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
    ...present({ page: fieldText(lead.page) }),
    locale: lead.locale,
  };
}
