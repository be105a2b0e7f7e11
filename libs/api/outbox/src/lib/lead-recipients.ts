import { contentSites, feedbackTypes } from '@corp/shared/contracts';

/** The sites a lead can come from (`leads.site`), as `LEADS_NOTIFY_TO_<SITE>` names them. */
export const notifySites = contentSites;

/** Every `leads.type`: the feedback forms' types, the resume and the subscription. */
export const notifyLeadTypes = [...feedbackTypes, 'resume', 'subscribe'] as const;

/** A site or lead type as a variable's suffix: upper-case, `-` → `_` (`brochure-ext` → `BROCHURE_EXT`). */
export const notifyKey = (value: string): string => value.trim().toUpperCase().replace(/-/g, '_');

/** Every suffix `LEADS_NOTIFY_TO_<suffix>` may have: `<SITE>`, `<TYPE>` and `<SITE>_<TYPE>`. */
export const notifySuffixes: ReadonlySet<string> = new Set([
  ...notifySites.map(notifyKey),
  ...notifyLeadTypes.map(notifyKey),
  ...notifySites.flatMap((site) =>
    notifyLeadTypes.map((type) => `${notifyKey(site)}_${notifyKey(type)}`),
  ),
]);

export interface NotifyRouting {
  /** `LEADS_NOTIFY_TO`: every lead no more specific variable names. */
  mailTo: string[];
  /** `LEADS_NOTIFY_TO_<suffix>` by suffix (`ASIA`, `RESUME`, `ASIA_BROCHURE_EXT`). */
  mailToBy?: Readonly<Record<string, string[]>>;
}

/**
 * The sales inbox(es) a lead's notification goes to: the most specific variable that is set,
 * `LEADS_NOTIFY_TO_<SITE>_<TYPE>`, then `LEADS_NOTIFY_TO_<TYPE>` (a type names who handles it
 * wherever it was left, HR for resumes), then `LEADS_NOTIFY_TO_<SITE>`, then `LEADS_NOTIFY_TO`.
 * A lead without a site (stored before sites were recorded: '') skips the site's variables.
 * Empty → no one: the e-mail delivery is skipped.
 */
export function recipientsFor(
  routing: NotifyRouting,
  lead: { site?: string | null; type: string },
): string[] {
  const byKey = routing.mailToBy ?? {};
  const site = lead.site ? notifyKey(lead.site) : '';
  const type = notifyKey(lead.type);
  const candidates = site ? [`${site}_${type}`, type, site] : [type];
  for (const key of candidates) {
    const list = byKey[key];
    if (list && list.length > 0) return list;
  }
  return routing.mailTo;
}

/** Whether any lead can have a recipient at all. */
export const anyRecipients = (routing: NotifyRouting): boolean =>
  routing.mailTo.length > 0 ||
  Object.values(routing.mailToBy ?? {}).some((list) => list.length > 0);
