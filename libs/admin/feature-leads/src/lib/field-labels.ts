import type { LeadsT } from './leads-texts';

/** The spec §3 field names the inbox labels (in this order); others follow by their own name. */
export const knownFields = [
  'firstName',
  'lastName',
  'fullName',
  'name',
  'email',
  'phone',
  'countryCode',
  'position',
  'company',
  'industry',
  'industryName',
  'country',
  'comment',
  'policyAgreement',
  'subscription',
  'customData',
] as const;

/** Fields that are the lead's context, not what the person typed, shown elsewhere. */
const contextFields = new Set([
  'type',
  'page',
  'product',
  'locale',
  'event',
  'captchaToken',
  'site',
]);

/** A field's label: its spec §3 name made readable, or the raw name for unknown ones. */
export function fieldLabel(t: LeadsT, name: string): string {
  return (knownFields as readonly string[]).includes(name)
    ? t(`fields.${name as (typeof knownFields)[number]}`)
    : name;
}

/** The submitted fields in reading order: the known ones first, then the rest as stored. */
export function orderedFields(fields: Record<string, unknown>): [string, unknown][] {
  const entries = Object.entries(fields).filter(
    ([name, value]) => !contextFields.has(name) && value !== undefined && value !== '',
  );
  const rank = (name: string) => {
    const index = (knownFields as readonly string[]).indexOf(name);
    return index < 0 ? knownFields.length : index;
  };
  return entries.sort(([a], [b]) => rank(a) - rank(b));
}

/** A stored value as text: yes/no for flags, `key: value` lines for objects. */
export function fieldText(t: LeadsT, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? t('lead.yes') : t('lead.no');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(
        ([key, each]) =>
          `${key}: ${typeof each === 'object' ? JSON.stringify(each) : String(each)}`,
      )
      .join('\n');
  return String(value);
}
