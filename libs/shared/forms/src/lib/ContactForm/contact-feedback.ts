import { errorStatusOf, createIdempotencyKey } from '@corp/shared/data-access-api';
import type { SendFeedbackArgs } from '@corp/shared/data-access-api';
import { validationMessageKeys } from '@corp/shared/contracts';
import type {
  ContactFormFields,
  ContactFormValues,
  FormIndustry,
  ValidationMessageKey,
} from '@corp/shared/contracts';
import { countryName } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { FormPage } from '../form-page/form-page';
import { feedbackPagePath } from '../form-page/form-page';

export type ContactFeedbackArgs = Omit<SendFeedbackArgs, 'idempotencyKey'>;

export interface ContactFeedbackContext {
  page: FormPage;
  /** The captcha's token; none when the captcha is off. */
  captchaToken?: string;
  /** The chosen industry's name as it is sent (see `industryNameForLead`). */
  industryName?: string;
}

/**
 * The `POST /feedback/` call of a contact form (spec §3 "Submit payload"): the form fields plus
 * type 'contact', page (the route path, or /asia, or /idp/), an empty product, the page's locale
 * and the captcha token. `industry` is the chosen industry's id; its name travels in
 * `customData.industryName`. `country` is sent as the country's name in the page's language.
 */
export function contactFeedbackArgs(
  values: ContactFormValues,
  { page, captchaToken, industryName }: ContactFeedbackContext,
): ContactFeedbackArgs {
  const comment = values.comment?.trim();
  return {
    type: 'contact',
    page: feedbackPagePath(page),
    product: '',
    locale: page.locale,
    firstName: values.firstName,
    lastName: values.lastName,
    position: values.position,
    company: values.company,
    industry: values.industry,
    country: countryName(values.country, page.locale) ?? values.country,
    ...(values.countryCode ? { countryCode: values.countryCode } : {}),
    email: values.email,
    phone: values.phone,
    ...(comment ? { comment } : {}),
    policyAgreement: true,
    ...(captchaToken ? { captchaToken } : {}),
    ...(industryName ? { customData: { industryName } } : {}),
  };
}

/**
 * The name of the chosen industry for the lead. Spec §4: "Kazakh industry names are mapped to
 * the Russian ones before sending" — on kz pages the Russian name of the same id.
 */
export function industryNameForLead(
  industryId: string,
  industries: readonly Pick<FormIndustry, 'id' | 'name'>[],
  locale: Locale,
  russianNameOf: (id: number) => string | undefined,
): string | undefined {
  const item = industries.find((industry) => String(industry.id) === industryId);
  if (!item) return undefined;
  return locale === 'kz' ? (russianNameOf(item.id) ?? item.name) : item.name;
}

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

export interface RetryKeys {
  /**
   * The Idempotency-Key for a request: the previous one when the visitor sends the same
   * request again after a failure (the API then answers a request it already stored once,
   * instead of storing it twice), a new one for anything else.
   */
  keyFor: (args: ContactFeedbackArgs) => string;
  /** The request succeeded: the next one gets a new key. */
  succeeded: () => void;
}

export function createRetryKeys(create: () => string = createIdempotencyKey): RetryKeys {
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

const formFields: readonly (keyof ContactFormFields)[] = [
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

/**
 * The API's 400 answer names each refused field with a message key (`fields`): those of this
 * form, in the form's order, so the first can take the focus. `countryCode` belongs to the phone.
 */
export function serverFieldErrors(
  error: unknown,
): [keyof ContactFormFields, ValidationMessageKey][] {
  if (errorStatusOf(error) !== 400) return [];
  const data = (error as { data?: unknown }).data;
  const fields =
    typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null) return [];
  const given = fields as Record<string, unknown>;
  const keyOf = (value: unknown): ValidationMessageKey =>
    (validationMessageKeys as readonly unknown[]).includes(value)
      ? (value as ValidationMessageKey)
      : 'wrong-value';
  const found = new Map<keyof ContactFormFields, ValidationMessageKey>();
  for (const field of formFields) {
    if (field in given) found.set(field, keyOf(given[field]));
  }
  if ('countryCode' in given && !found.has('phone'))
    found.set('phone', keyOf(given['countryCode']));
  if ('fullName' in given && !found.has('firstName'))
    found.set('firstName', keyOf(given['fullName']));
  return formFields
    .filter((field) => found.has(field))
    .map((field) => [field, found.get(field) as ValidationMessageKey]);
}
