import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { COMMENT_MAX, SHORT_TEXT_MAX } from './contact-form.schema';
import type { ValidationMessageKey } from './messages';

const message = (key: ValidationMessageKey) => ({ message: key });

/** Spec §2.1: en, ru, de, kz; anything else is en. */
export const apiLocales = ['en', 'ru', 'de', 'kz'] as const;
export type ApiLocale = (typeof apiLocales)[number];
export const localeField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(apiLocales).catch('en'),
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

const requiredText = z
  .string(message('required'))
  .trim()
  .min(1, message('required'))
  .max(SHORT_TEXT_MAX, message('too-long'));
const optionalText = (max = SHORT_TEXT_MAX) =>
  z.string(message('wrong-value')).trim().max(max, message('too-long')).optional();
const requiredChoice = z
  .union([z.string(), z.number().int()], message('require-single'))
  .transform(String)
  .pipe(z.string().trim().min(1, message('require-single')).max(100, message('too-long')));
const email = z
  .string(message('required'))
  .trim()
  .min(1, message('required'))
  .max(SHORT_TEXT_MAX, message('too-long'))
  .pipe(z.email(message('wrong-email')));
const phone = z
  .string(message('require-single'))
  .trim()
  .min(1, message('require-single'))
  .max(40, message('wrong-number'));
const countryCode = z
  .string(message('require-single'))
  .regex(/^[A-Z]{2}$/, message('require-single'))
  .optional();
const captchaToken = z.string(message('wrong-value')).max(4096, message('too-long')).optional();

/** Largest attachment, in bytes, before base64 or multipart framing (issue: over 10 MB → 413). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** File-name extensions the resume and form uploads accept (spec §5: doc, pptx, pdf; docx too). */
export const acceptedFileExtensions = ['pdf', 'doc', 'docx', 'pptx'] as const;

/** Spec §3 "optional file (name, data)": `data` is base64 (a data: URL prefix is allowed). */
export const fileFieldSchema = z.strictObject({
  name: z
    .string(message('wrong-file'))
    .trim()
    .min(1, message('wrong-file'))
    .max(SHORT_TEXT_MAX, message('too-long'))
    .refine(
      (name) =>
        (acceptedFileExtensions as readonly string[]).includes(
          name.split('.').pop()?.toLowerCase() ?? '',
        ),
      message('wrong-file'),
    ),
  data: z
    .string(message('wrong-file'))
    .min(1, message('wrong-file'))
    .regex(/^(data:[\w.+/-]+;base64,)?[A-Za-z0-9+/=\s]+$/, message('wrong-file')),
});

const customDataSchema = z
  .record(
    z.string().max(64),
    z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
    message('wrong-value'),
  )
  .refine((value) => Object.keys(value).length <= 30, message('too-long'));

function checkPhone(value: { phone?: string; countryCode?: string }, ctx: z.RefinementCtx): void {
  if (!value.phone) return;
  if (!isValidPhoneNumber(value.phone, value.countryCode as CountryCode | undefined)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'wrong-number' });
  }
}

/**
 * `POST /api/v1/feedback/`: the contact-form fields of spec §3 plus the submission's context.
 * The send-request modal may send `fullName` in place of first and last name.
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
    page: z
      .string(message('wrong-value'))
      .trim()
      .max(SHORT_TEXT_MAX, message('too-long'))
      .default(''),
    product: z.string(message('wrong-value')).trim().max(100, message('too-long')).default(''),
    event: optionalText(100),
    customData: customDataSchema.optional(),
    file: fileFieldSchema.optional(),
    captchaToken,
    locale: localeField,
  })
  // Names are checked even when other fields failed, so the form shows every missing field at once.
  .superRefine(
    (value, ctx) => {
      const text = (field: unknown) => typeof field === 'string' && field.trim() !== '';
      if (text(value.fullName)) return;
      if (!text(value.firstName))
        ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'required' });
      if (!text(value.lastName))
        ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'required' });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .superRefine((value, ctx) => {
    if (value.type === 'event' || value.type === 'webinar-popup') {
      if (!value.event) ctx.addIssue({ code: 'custom', path: ['event'], message: 'required' });
    }
    if ((downloadFeedbackTypes as readonly string[]).includes(value.type) && !value.product) {
      ctx.addIssue({ code: 'custom', path: ['product'], message: 'required' });
    }
    checkPhone(value, ctx);
  });
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
    policyAgreement: z.enum(['true', 'on', '1'], message('required')).optional(),
  })
  .superRefine(checkPhone);
export type ResumeRequest = z.infer<typeof resumeRequestSchema>;

/** `POST /api/v1/subscribe/`. */
export const subscribeRequestSchema = z.strictObject({
  email,
  page: z.string(message('wrong-value')).trim().max(SHORT_TEXT_MAX, message('too-long')).optional(),
  captchaToken,
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
  fingerprint: z.string(message('wrong-value')).trim().max(128, message('too-long')).nullish(),
  cookieList: z
    .string(message('required'))
    .max(100, message('too-long'))
    .refine(
      (list) =>
        list === '' ||
        list
          .split(',')
          .every((item) => (cookieCategories as readonly string[]).includes(item.trim())),
      message('wrong-value'),
    ),
  locale: localeField,
});
export type FingerprintRequest = z.infer<typeof fingerprintRequestSchema>;
