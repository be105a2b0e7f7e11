import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod/mini';
import {
  COMMENT_MAX,
  SHORT_TEXT_MAX,
  emailField,
  message,
  requiredText,
} from './contact-form.schema';
import { apiLocales } from './leads.constants';

export {
  HONEYPOT_FIELD,
  MAX_FILE_BYTES,
  acceptedFileExtensions,
  apiLocales,
  marketingLocaleOf,
} from './leads.constants';
export type { ApiLocale } from './leads.constants';

/** A request's locale: one of `apiLocales` (spec §2.1), anything else en. */
export const localeField = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
  z.catch(z.enum(apiLocales), 'en'),
);

/** Every `type` a feedback form sends (spec §3, §9). */
export const feedbackTypes = [
  'contact',
  'request',
  'news',
  'event',
  'brochure',
  'brochure-ext',
  'brochure-popup',
  'demo',
  'webinar-popup',
] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

/** Types whose response carries download links from the requested product's content. */
export const downloadFeedbackTypes = [
  'brochure',
  'brochure-ext',
  'brochure-popup',
  'demo',
] as const;

const optionalText = (max = SHORT_TEXT_MAX) =>
  z.optional(
    z.string(message('wrong-value')).check(z.trim(), z.maxLength(max, message('too-long'))),
  );
const requiredChoice = z.pipe(
  z.pipe(
    z.union([z.string(), z.number().check(z.int())], message('require-single')),
    z.transform(String),
  ),
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message('require-single')),
      z.maxLength(100, message('too-long')),
    ),
);
const email = emailField;
const phone = z
  .string(message('require-single'))
  .check(
    z.trim(),
    z.minLength(1, message('require-single')),
    z.maxLength(40, message('wrong-number')),
  );
/**
 * The phone's country as the phone input sends it: a country libphonenumber has numbers for,
 * which is every ISO 3166-1 code with a calling code, plus XK (Kosovo, in the input's list) and
 * the ISO-reserved AC and TA. `XX`, `ZZ` and the like are refused.
 */
const countryCode = z.optional(
  z.string(message('require-single')).check(
    z.regex(/^[A-Z]{2}$/, message('require-single')),
    z.refine((code) => isSupportedCountry(code), message('require-single')),
  ),
);
const captchaToken = z.optional(
  z.string(message('wrong-value')).check(z.maxLength(4096, message('too-long'))),
);

/**
 * The honeypot (`HONEYPOT_FIELD`): empty from a person. The API drops a filled one before it
 * validates anything, so a request that reaches validation has it empty or absent.
 */
const honeypot = z.optional(
  z.string(message('wrong-value')).check(z.maxLength(SHORT_TEXT_MAX, message('too-long'))),
);

const customDataSchema = z
  .record(
    z.string().check(z.maxLength(64)),
    z.union([z.string().check(z.maxLength(1000)), z.number(), z.boolean(), z.null()]),
    message('wrong-value'),
  )
  .check(z.refine((value) => Object.keys(value).length <= 30, message('too-long')));

function checkPhone(
  value: { phone?: string; countryCode?: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (!value.phone) return;
  if (!isValidPhoneNumber(value.phone, value.countryCode as CountryCode | undefined)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'wrong-number' });
  }
}

/**
 * `POST /api/v1/feedback/`: the contact-form fields of spec §3 plus the submission's context.
 * The send-request modal may send `fullName` in place of first and last name. No form sends a
 * file here: a file travels as multipart (`feedback-resume`), so this body stays a few kB.
 */
export const feedbackRequestSchema = z
  .strictObject({
    type: z.enum(feedbackTypes, message('wrong-value')),
    firstName: optionalText(),
    lastName: optionalText(),
    fullName: optionalText(),
    position: requiredText,
    company: requiredText,
    industry: requiredChoice,
    country: requiredChoice,
    countryCode,
    email,
    phone,
    comment: optionalText(COMMENT_MAX),
    policyAgreement: z.literal(true, message('required')),
    page: z._default(
      z
        .string(message('wrong-value'))
        .check(z.trim(), z.maxLength(SHORT_TEXT_MAX, message('too-long'))),
      '',
    ),
    product: z._default(
      z.string(message('wrong-value')).check(z.trim(), z.maxLength(100, message('too-long'))),
      '',
    ),
    event: optionalText(100),
    customData: z.optional(customDataSchema),
    captchaToken,
    website: honeypot,
    locale: localeField,
  })
  .check(
    // Names are checked even when other fields failed, so the form shows every missing field at once.
    z.superRefine(
      (value, ctx) => {
        const text = (field: unknown) => typeof field === 'string' && field.trim() !== '';
        if (text(value.fullName)) return;
        if (!text(value.firstName))
          ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'required' });
        if (!text(value.lastName))
          ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'required' });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
    z.superRefine((value, ctx) => {
      if (value.type === 'event' || value.type === 'webinar-popup') {
        if (!value.event) ctx.addIssue({ code: 'custom', path: ['event'], message: 'required' });
      }
      if ((downloadFeedbackTypes as readonly string[]).includes(value.type) && !value.product) {
        ctx.addIssue({ code: 'custom', path: ['product'], message: 'required' });
      }
      checkPhone(value, ctx);
    }),
  );
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export type FeedbackRequestInput = z.input<typeof feedbackRequestSchema>;

// The response of a feedback call lives apart (no phone validation in the browser's lists).
export { feedbackResultSchema } from './feedback-result.schema';
export type { FeedbackResult } from './feedback-result.schema';

/**
 * `POST /api/v1/feedback-resume/` multipart text fields (spec §3 "Resume payload"); the file
 * part is checked by the API. Locale travels in the query.
 */
export const resumeRequestSchema = z
  .strictObject({
    name: requiredText,
    position: requiredText,
    email,
    phone,
    countryCode,
    country: optionalText(),
    industry: optionalText(100),
    comment: optionalText(COMMENT_MAX),
    captchaToken,
    website: honeypot,
    policyAgreement: z.optional(z.enum(['true', 'on', '1'], message('required'))),
  })
  .check(z.superRefine(checkPhone));
export type ResumeRequest = z.infer<typeof resumeRequestSchema>;

/** `POST /api/v1/subscribe/`. */
export const subscribeRequestSchema = z.strictObject({
  email,
  page: z.optional(
    z
      .string(message('wrong-value'))
      .check(z.trim(), z.maxLength(SHORT_TEXT_MAX, message('too-long'))),
  ),
  captchaToken,
  website: honeypot,
  locale: localeField,
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** Spec §3 cookie consent: the categories a visitor may allow. */
export const cookieCategories = ['required', 'analytical', 'marketing'] as const;

/**
 * `POST /api/v1/save-fingerprint/`: `cookieList` is a comma-joined subset of the categories. A
 * missing, null or blank `fingerprint` is accepted (the library failed): the server stores its
 * own placeholder.
 */
export const fingerprintRequestSchema = z.strictObject({
  fingerprint: z.nullish(
    z.string(message('wrong-value')).check(z.trim(), z.maxLength(128, message('too-long'))),
  ),
  cookieList: z.string(message('required')).check(
    z.maxLength(100, message('too-long')),
    z.refine(
      (list) =>
        list === '' ||
        list
          .split(',')
          .every((item) => (cookieCategories as readonly string[]).includes(item.trim())),
      message('wrong-value'),
    ),
  ),
  locale: localeField,
});
export type FingerprintRequest = z.infer<typeof fingerprintRequestSchema>;
