import type { LeadRow } from './lead';

export type NotificationLead = Pick<
  LeadRow,
  'type' | 'page' | 'product' | 'locale' | 'email' | 'fields'
> &
  Partial<Pick<LeadRow, 'id' | 'createdAt'>>;

/** Labels of the spec §3 fields, in the order the e-mail lists them. */
const fieldLabels: Record<string, string> = {
  fullName: 'Full name',
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  position: 'Position',
  company: 'Company',
  industry: 'Industry',
  country: 'Country',
  countryCode: 'Country code',
  email: 'E-mail',
  phone: 'Phone',
  event: 'Event',
  comment: 'Comment',
  customData: 'Custom data',
  policyAgreement: 'Privacy policy accepted',
};

/** Shown in the header lines, or never shown (a captcha token is no business of sales). */
const notListed = new Set(['type', 'page', 'product', 'locale', 'captchaToken']);

// C0/C1 control characters except tab and newline, and the bidi controls that could make a
// line read differently from what it contains.
const unsafeCharacters =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function clean(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(unsafeCharacters, '').trim();
}

function oneLine(text: string): string {
  return clean(text).replace(/\s*\n\s*/g, ' ');
}

/** `someFieldName` → `Some field name`, for fields without a label of their own. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function display(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return clean(value) || undefined;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length > 0 ? clean(value.map(String).join(', ')) || undefined : undefined;
  }
  return clean(JSON.stringify(value)) || undefined;
}

/**
 * `Label: value`; the lines after the first of a multi-line value are indented, so a comment
 * can never pass off a line of its own as another field.
 */
function line(label: string, value: string): string {
  return `${label}: ${value.split('\n').join('\n    ')}`;
}

/**
 * The notification the sales inbox gets for a lead: plain text only (no HTML part exists, so
 * nothing a visitor typed can become markup), one labelled line per field.
 */
export function leadNotificationEmail(lead: NotificationLead): { subject: string; text: string } {
  const fields = lead.fields;
  const firstLast = [fields['firstName'], fields['lastName']]
    .map((part) => display(part))
    .filter(Boolean)
    .join(' ');
  const who = display(fields['fullName']) ?? display(fields['name']) ?? (firstLast || lead.email);
  const company = display(fields['company']);
  const subject = oneLine(`New lead (${lead.type}): ${who}${company ? `, ${company}` : ''}`).slice(
    0,
    200,
  );

  const header = [
    line('Type', oneLine(lead.type)),
    line('Page', oneLine(lead.page) || '—'),
    line('Product', oneLine(lead.product) || '—'),
    line('Locale', oneLine(lead.locale)),
    ...(lead.createdAt ? [line('Received', lead.createdAt.toISOString())] : []),
    ...(lead.id ? [line('Lead id', lead.id)] : []),
  ];

  const keys = [
    ...Object.keys(fieldLabels).filter((key) => key in fields),
    ...Object.keys(fields).filter((key) => !(key in fieldLabels)),
  ].filter((key) => !notListed.has(key));
  const body: string[] = [];
  for (const key of keys) {
    const value = display(fields[key]);
    if (value !== undefined) body.push(line(fieldLabels[key] ?? humanize(oneLine(key)), value));
  }
  if (!('email' in fields)) body.unshift(line('E-mail', oneLine(lead.email)));

  const text = ['A new lead was left on the website.', '', ...header, '', ...body, ''].join('\n');
  return { subject, text };
}
