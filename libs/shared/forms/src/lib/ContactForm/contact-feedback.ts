import { errorStatusOf, createIdempotencyKey } from '@corp/shared/data-access-api';
import type { SendFeedbackArgs } from '@corp/shared/data-access-api';
import { validationMessageKeys } from '@corp/shared/contracts';
import type {
  ContactFormFields,
  ContactFormValues,
  FeedbackType,
  FullNameContactFormValues,
  ValidationMessageKey,
} from '@corp/shared/contracts';
import type { LocaleCountries } from '@corp/shared/i18n';
import type { FormPage } from '../form-page/form-page';
import { feedbackPagePath } from '../form-page/form-page';

export type ContactFeedbackArgs = Omit<SendFeedbackArgs, 'idempotencyKey'>;

/** What a lead is about (spec §3 "Submit payload"): set by the dialog, not typed by the visitor. */
export interface LeadSpec {
  type: FeedbackType;
  /** Product code (brochure, demo, a product's request); empty on contact forms. */
  product?: string;
  /** Event or webinar code. */
  event?: string;
  /** Marketing data stored with the lead; the industry's name is added to it. */
  customData?: Readonly<Record<string, string | number | boolean | null>>;
  /** A fixed comment (the brochure dialogs' 'Скачивание брошюры'), before what was typed. */
  comment?: string;
}

export const contactLead: LeadSpec = { type: 'contact' };

/** The values of either contact form: first and last name, or one full name. */
export type LeadFormValues = ContactFormValues | FullNameContactFormValues;

export interface ContactFeedbackContext {
  page: FormPage;
  /** What the lead is about; a contact form's lead when not given. */
  lead?: LeadSpec;
  /** The captcha's token; none when the captcha is off. */
  captchaToken?: string;
  /** The countries of the page's language (`useCountryNames`): the country goes as its name. */
  countries: LocaleCountries;
}

/**
 * The `POST /feedback/` call of a contact form (spec §3 "Submit payload"): the form fields plus
 * type 'contact', page (the route path, or the one the page's form rules name), an empty
 * product, the page's locale and the captcha token. `industry` is the chosen industry's id (the API names it for
 * marketing, spec §4, §7). `country` is sent as the country's name in the page's language.
 */
export function contactFeedbackArgs(
  values: LeadFormValues,
  { page, captchaToken, countries, lead = contactLead }: ContactFeedbackContext,
): ContactFeedbackArgs {
  const comment = [lead.comment?.trim(), values.comment?.trim()].filter(Boolean).join('\n');
  const customData = { ...lead.customData };
  const names =
    'fullName' in values
      ? { fullName: values.fullName }
      : { firstName: values.firstName, lastName: values.lastName };
  return {
    type: lead.type,
    page: feedbackPagePath(page),
    product: lead.product ?? '',
    ...(lead.event ? { event: lead.event } : {}),
    locale: page.locale,
    ...names,
    position: values.position,
    company: values.company,
    industry: values.industry,
    country: countries.name(values.country) ?? values.country,
    ...(values.countryCode ? { countryCode: values.countryCode } : {}),
    email: values.email,
    phone: values.phone,
    ...(comment ? { comment } : {}),
    policyAgreement: true,
    ...(captchaToken ? { captchaToken } : {}),
    ...(Object.keys(customData).length > 0 ? { customData } : {}),
  };
}

/** The same call for any lead dialog (the name says what it is for). */
export const leadFeedbackArgs = contactFeedbackArgs;

/** JSON with sorted keys: the same request always reads the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface RetryKeys<A extends { captchaToken?: string } = ContactFeedbackArgs> {
  /**
   * The Idempotency-Key for a request: the previous one when the visitor sends the same
   * request again after a failure (the API then answers a request it already stored once,
   * instead of storing it twice), a new one for anything else.
   */
  keyFor: (args: A) => string;
  /** The request succeeded: the next one gets a new key. */
  succeeded: () => void;
}

export function createRetryKeys<A extends { captchaToken?: string } = ContactFeedbackArgs>(
  create: () => string = createIdempotencyKey,
): RetryKeys<A> {
  let last: { request: string; key: string } | undefined;
  return {
    keyFor(args) {
      // The captcha token differs on every attempt; the API leaves it out of the comparison too.
      const { captchaToken: _token, ...request } = args;
      const text = stableJson(request);
      if (last?.request !== text) last = { request: text, key: create() };
      return last.key;
    },
    succeeded() {
      last = undefined;
    },
  };
}

/** The contact form's fields in its order (the API's field messages go to the first). */
export const contactFormFieldOrder: readonly (keyof ContactFormFields)[] = [
  'firstName',
  'lastName',
  'position',
  'company',
  'industry',
  'country',
  'email',
  'phone',
  'comment',
  'policyAgreement',
];

/** An API field that belongs to another field of the form (`countryCode` is the phone's). */
const defaultAliases: Readonly<Record<string, string>> = {
  countryCode: 'phone',
  fullName: 'firstName',
  name: 'firstName',
};

/** The API's `fields` of a 400 answer, or nothing. */
export function serverFieldsOf(error: unknown): Record<string, unknown> | undefined {
  if (errorStatusOf(error) !== 400) return undefined;
  const data = (error as { data?: unknown }).data;
  const fields =
    typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  return typeof fields === 'object' && fields !== null
    ? (fields as Record<string, unknown>)
    : undefined;
}

const keyOf = (value: unknown): ValidationMessageKey =>
  (validationMessageKeys as readonly unknown[]).includes(value)
    ? (value as ValidationMessageKey)
    : 'wrong-value';

/**
 * The API's 400 answer names each refused field with a message key (`fields`): those of this
 * form, in the form's order, so the first can take the focus. A field the form does not have
 * goes to the one its alias names (`countryCode` belongs to the phone, `fullName` to the name).
 * The contact form's fields by default; a lead form passes its own (`fullName`, `name`, `file`).
 */
export function serverFieldErrors<F extends string = keyof ContactFormFields>(
  error: unknown,
  fields: readonly F[] = contactFormFieldOrder as unknown as readonly F[],
  aliases: Readonly<Record<string, string>> = defaultAliases,
): [F, ValidationMessageKey][] {
  const given = serverFieldsOf(error);
  if (!given) return [];
  const found = new Map<F, ValidationMessageKey>();
  for (const field of fields) {
    if (field in given) found.set(field, keyOf(given[field]));
  }
  for (const [from, to] of Object.entries(aliases)) {
    const target = to as F;
    if (from in given && fields.includes(target) && !found.has(target)) {
      found.set(target, keyOf(given[from]));
    }
  }
  return fields
    .filter((field) => found.has(field))
    .map((field) => [field, found.get(field) as ValidationMessageKey]);
}

/**
 * Refused fields a visitor cannot correct (the dialog's `event` or `product`): the form says
 * so above its button.
 */
export function serverLeadErrors(error: unknown): ('event' | 'product')[] {
  const given = serverFieldsOf(error);
  if (!given) return [];
  return (['event', 'product'] as const).filter((field) => field in given);
}
