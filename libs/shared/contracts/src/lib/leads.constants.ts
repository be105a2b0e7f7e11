/*
 * The lead API's constants that browser code needs too (the forms' file rule, the envelopes'
 * locales). They live apart from `leads.schema`, the API's request schemas, whose phone rule
 * carries libphonenumber's metadata: no browser chunk should, the forms load it on demand.
 * `leads.schema` re-exports them.
 */

/** Spec §2.1: en, ru, de, kz; anything else is en. */
export const apiLocales = ['en', 'ru', 'de', 'kz'] as const;
export type ApiLocale = (typeof apiLocales)[number];

/** Largest attachment, in bytes, before base64 or multipart framing (issue: over 10 MB → 413). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** File-name extensions the resume and form uploads accept (spec §5: doc, pptx, pdf; docx too). */
export const acceptedFileExtensions = ['pdf', 'doc', 'docx', 'pptx'] as const;

/**
 * The locale marketing automation receives a lead in (spec §7 "The Asia kz form sends locale ru
 * and the industry translated into Russian"): kz goes as ru, every other locale as itself.
 */
export function marketingLocaleOf<L extends string>(locale: L): Exclude<L, 'kz'> | 'ru' {
  return locale === 'kz' ? 'ru' : (locale as Exclude<L, 'kz'>);
}

/**
 * The honeypot every public lead form sends: a field people never see nor reach (off-screen,
 * hidden from screen readers, out of the tab order), named to tempt a bot. Empty from a person;
 * the API answers a filled one like a success and stores nothing.
 */
export const HONEYPOT_FIELD = 'website';
