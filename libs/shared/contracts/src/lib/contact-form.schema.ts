import type { CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod/mini';
import { validationMessageKeys } from './messages';
import type { ValidationMessageKey } from './messages';

/** A rule's message: one of our keys, turned into the visitor's language by the form. */
export const message = (key: ValidationMessageKey) => ({ message: key });

/** Upper bound of every short text field; the API stores them in varchar(255). */
export const SHORT_TEXT_MAX = 255;
export const COMMENT_MAX = 4000;

/** A required short text: trimmed, not empty, at most `SHORT_TEXT_MAX`. */
export const requiredText = z
  .string(message('required'))
  .check(
    z.trim(),
    z.minLength(1, message('required')),
    z.maxLength(SHORT_TEXT_MAX, message('too-long')),
  );

/** A required choice of a form's select (its value a non-empty string). */
export const requiredChoice = z
  .string(message('require-single'))
  .check(z.trim(), z.minLength(1, message('require-single')));

/** A required e-mail address: trimmed, at most `SHORT_TEXT_MAX`, then checked as an address. */
export const emailField = z.pipe(
  z
    .string(message('required'))
    .check(
      z.trim(),
      z.minLength(1, message('required')),
      z.maxLength(SHORT_TEXT_MAX, message('too-long')),
    ),
  z.email(message('wrong-email')),
);

/** A form's phone field: required here; whether it is a number of its country is the form's check. */
export const formPhone = z
  .string(message('require-single'))
  .check(z.trim(), z.minLength(1, message('require-single')));

/** The ISO 3166 code of the phone's country, as a form sends it. */
export const formCountryCode = z.optional(
  z.string().check(z.regex(/^[A-Z]{2}$/, message('require-single'))),
);

/** The policy box: only a ticked one passes. */
export const policyAgreement = z.literal(true, message('required'));

/**
 * The footer and modal contact form of spec §3, validated by the rules of §5, for react-hook-form
 * (zodResolver, which parses asynchronously). The phone rule is asynchronous: libphonenumber's
 * metadata is loaded on demand, so the form's script does not carry it; parse with
 * `parseAsync`/`safeParseAsync`. If it cannot be loaded (offline) the rule is left to the API,
 * whose `feedbackRequestSchema` checks the phone synchronously and answers 400 with the field.
 */
export const contactFormSchema = z
  .strictObject({
    firstName: requiredText,
    lastName: requiredText,
    position: requiredText,
    company: requiredText,
    industry: requiredChoice,
    country: requiredChoice,
    countryCode: formCountryCode,
    email: emailField,
    phone: formPhone,
    comment: z.optional(z.string().check(z.maxLength(COMMENT_MAX, message('too-long')))),
    policyAgreement,
  })
  .check(
    z.superRefine(async (value, ctx) => {
      if (!value.phone) return;
      const phones = await import('./phone-number').catch(() => undefined);
      if (!phones) return;
      const country = value.countryCode as CountryCode | undefined;
      if (!phones.isValidPhoneNumber(value.phone, country)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: 'wrong-number' });
      }
    }),
  );

export type ContactFormValues = z.infer<typeof contactFormSchema>;

/**
 * At most this many fields in one answer: every field of the largest form (so it can mark each
 * at once), and never a list as long as the request could make it.
 */
export const MAX_FIELD_ERRORS = 12;
/** A field is named by its first 80 characters at most (an unknown key may be any length). */
const FIELD_NAME_MAX = 80;

/**
 * Field name → message key, the shape both the form and the API's 400 body carry. Unknown keys
 * become `unknown-field`; an issue without one of our keys (a wrong type zod reports in English)
 * becomes `wrong-value`, so no English text ever reaches a visitor. Known fields come first; the
 * result stops at `limit` fields, whatever the number of issues and unknown keys.
 */
export function fieldErrors(
  error: z.core.$ZodError,
  limit = MAX_FIELD_ERRORS,
): Record<string, ValidationMessageKey> {
  const found = new Map<string, ValidationMessageKey>();
  const add = (path: string, key: ValidationMessageKey) => {
    const field = path.length > FIELD_NAME_MAX ? `${path.slice(0, FIELD_NAME_MAX)}…` : path;
    if (!found.has(field)) found.set(field, key);
  };
  const result = () => Object.fromEntries(found);
  for (const issue of error.issues) {
    if (found.size >= limit) return result();
    if (issue.code === 'unrecognized_keys') continue;
    const key = (validationMessageKeys as readonly string[]).includes(issue.message)
      ? (issue.message as ValidationMessageKey)
      : 'wrong-value';
    add(issue.path.join('.') || '_', key);
  }
  for (const issue of error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const prefix = issue.path.join('.');
    for (const key of issue.keys) {
      if (found.size >= limit) return result();
      add(prefix ? `${prefix}.${key}` : key, 'unknown-field');
    }
  }
  return result();
}
