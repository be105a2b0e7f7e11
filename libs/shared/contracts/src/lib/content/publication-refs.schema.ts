import { z } from 'zod/mini';
import { productCodeSchema } from './products.schema';

/**
 * References shared by the publications (media, events, webinars, news, cases …):
 * product codes (spec §2.2), marketing industry ids (spec §3 "Industry") and division ids.
 */

/** One of the 28 product codes of spec §2.2 (the `code` of a product in `content/products/`). */
export const referencedProductCodeSchema = productCodeSchema;

/**
 * Marketing industry id: 1 Mechanical engineering and metalworking, 2 Oil and gas, 3 Process
 * industries, 4 Mining, 5 Energy and utilities, 6 Other. (The list filter value 0 means "all".)
 */
export const marketingIndustryRefSchema = z.number().check(z.int(), z.gte(1), z.lte(6));

/** Division id (`GET /api/v1/division/`), 1–5. */
export const divisionRefSchema = z.number().check(z.int(), z.gte(1), z.lte(5));

/** A date-time with an explicit UTC offset: `2026-12-03T10:00:00+03:00`. */
export const offsetDateTimeSchema = z.iso.datetime({ offset: true });

/** A filter option of a list page: the value sent to the list call and its label. */
export const listFilterOptionSchema = z.strictObject({
  value: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
});
export type ListFilterOption = z.infer<typeof listFilterOptionSchema>;

/** A person named on a webinar or podcast card. */
export const personRefSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  position: z.string().check(z.minLength(1)),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/** Non-empty body text, one string per paragraph. */
export const paragraphSchema = z.string().check(z.minLength(20));

/** An absolute https URL (recordings, registration pages, audio files). */
export const absoluteHttpsUrlSchema = z.url({ protocol: /^https$/ });
