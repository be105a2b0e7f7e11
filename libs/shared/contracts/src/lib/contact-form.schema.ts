import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { validationMessageKeys } from './messages';
import type { ValidationMessageKey } from './messages';

const message = (key: ValidationMessageKey) => ({ message: key });

/** Upper bound of every short text field; the API stores them in varchar(255). */
export const SHORT_TEXT_MAX = 255;
export const COMMENT_MAX = 4000;

const requiredText = z
  .string(message('required'))
  .trim()
  .min(1, message('required'))
  .max(SHORT_TEXT_MAX, message('too-long'));

const requiredChoice = z.string(message('require-single')).trim().min(1, message('require-single'));

/**
 * The footer and modal contact form of spec §3, validated by the rules of §5.
 * One schema for two consumers: react-hook-form (zodResolver) and the API.
 */
export const contactFormSchema = z
  .strictObject({
    firstName: requiredText,
    lastName: requiredText,
    position: requiredText,
    company: requiredText,
    industry: requiredChoice,
    country: requiredChoice,
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, message('require-single'))
      .optional(),
    email: z
      .string(message('required'))
      .trim()
      .min(1, message('required'))
      .max(SHORT_TEXT_MAX, message('too-long'))
      .pipe(z.email(message('wrong-email'))),
    phone: z.string(message('require-single')).trim().min(1, message('require-single')),
    comment: z.string().max(COMMENT_MAX, message('too-long')).optional(),
    policyAgreement: z.literal(true, message('required')),
  })
  .superRefine((value, ctx) => {
    if (!value.phone) return;
    const country = value.countryCode as CountryCode | undefined;
    if (!isValidPhoneNumber(value.phone, country)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'wrong-number' });
    }
  });

export type ContactFormValues = z.infer<typeof contactFormSchema>;

/**
 * Field name → message key, the shape both the form and the API's 400 body carry. Unknown keys
 * become `unknown-field`; an issue without one of our keys (a wrong type zod reports in English)
 * becomes `wrong-value`, so no English text ever reaches a visitor.
 */
export function fieldErrors(error: z.ZodError): Record<string, ValidationMessageKey> {
  const result: Record<string, ValidationMessageKey> = {};
  const add = (field: string, key: ValidationMessageKey) => {
    if (!(field in result)) result[field] = key;
  };
  for (const issue of error.issues) {
    const prefix = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(prefix ? `${prefix}.${key}` : key, 'unknown-field');
      continue;
    }
    const key = (validationMessageKeys as readonly string[]).includes(issue.message)
      ? (issue.message as ValidationMessageKey)
      : 'wrong-value';
    add(prefix || '_', key);
  }
  return result;
}
