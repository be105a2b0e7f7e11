import { z } from 'zod/mini';
import { SHORT_TEXT_MAX } from '../contact-form.schema';
import type { ContactFormValues, contactFormSchema } from '../contact-form.schema';
import { industriesItemSchema } from '../content/industries.schema';
import type { IndustriesItem } from '../content/industries.schema';

/*
 * What a contact form keeps between visits (the `formInfo` cookie, spec §3) and what it holds
 * before validation. Its fields and rules are `contactFormSchema` (lib/contact-form.schema.ts,
 * the one schema react-hook-form resolves with and the API's `feedbackRequestSchema` shares its
 * pieces with).
 */

/**
 * What the form holds while the visitor types: the schema's input, with the policy box not yet
 * ticked (the schema itself only accepts `true`).
 */
export type ContactFormFields = Omit<z.input<typeof contactFormSchema>, 'policyAgreement'> & {
  policyAgreement: boolean;
};

/** An item of the industry select (spec §3 "Industry: id, name, path"), as the form keeps it. */
export type FormIndustry = Pick<IndustriesItem, 'id' | 'name' | 'path'>;

/** Spec §3 "Stored form info": the cookie's name. */
export const FORM_INFO_COOKIE = 'formInfo';

/** A stored value that no longer fits is dropped on its own; the rest of the info is kept. */
const storedText = z.catch(
  z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(SHORT_TEXT_MAX))),
  undefined,
);

/**
 * Spec §3 "Stored form info (cookie formInfo, JSON): entered fields plus country, countryCode and
 * industriesList". The comment and the policy box are not kept: the first is one message's text
 * (and would overflow a cookie), the second must be ticked again for every request. `country`
 * and `countryCode` are ISO 3166 codes, so the info pre-fills a form in any locale.
 */
export const formInfoSchema = z.object({
  firstName: storedText,
  lastName: storedText,
  position: storedText,
  company: storedText,
  email: storedText,
  phone: storedText,
  industry: storedText,
  country: z.catch(z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))), undefined),
  countryCode: z.catch(z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))), undefined),
  industriesList: z.catch(
    z.optional(z.array(industriesItemSchema).check(z.maxLength(20))),
    undefined,
  ),
});
export type FormInfo = z.infer<typeof formInfoSchema>;

/** The info a sent contact form leaves for the next one (spec §3, §4). */
export function formInfoFromValues(
  values: Omit<ContactFormValues, 'policyAgreement'> | ContactFormFields,
  industriesList: readonly FormIndustry[] | undefined,
): FormInfo {
  return formInfoSchema.parse({
    firstName: values.firstName,
    lastName: values.lastName,
    position: values.position,
    company: values.company,
    email: values.email,
    phone: values.phone,
    industry: values.industry,
    country: values.country,
    countryCode: values.countryCode,
    industriesList: industriesList?.map(({ id, name, path }) => ({ id, name, path })),
  });
}

/** The cookie's value; `undefined` for anything that is not stored form info. */
export function parseFormInfo(json: string | null | undefined): FormInfo | undefined {
  if (!json) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return undefined;
  }
  const result = formInfoSchema.safeParse(raw);
  if (!result.success) return undefined;
  const info = Object.fromEntries(
    Object.entries(result.data).filter(([, value]) => value !== undefined),
  ) as FormInfo;
  return Object.keys(info).length > 0 ? info : undefined;
}

/** JSON for the cookie, without the fields left empty. */
export function serializeFormInfo(info: FormInfo): string {
  return JSON.stringify(formInfoSchema.parse(info));
}
