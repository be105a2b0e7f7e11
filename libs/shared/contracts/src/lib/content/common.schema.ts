import { z } from 'zod/mini';

/** A site-relative URL (`/images/…`, `/download/…`) or an absolute https one. */
export const urlSchema = z
  .string()
  .check(z.minLength(1), z.regex(/^(\/(?!\/)|https:\/\/)/, 'must be a site path or an https URL'));

/** ISO 8601 date or date-time (`2026-12-03` or `2026-12-03T10:00:00+03:00`). */
export const isoDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** Lower-case URL slug: the `code` of products, media, events, cases … */
export const codeSchema = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be a slug'));

/**
 * Spec §3 "Image": desktop, tablet and mobile variants, each at 1x and 2x, their webp twins, and
 * a low-quality placeholder (a data: URI). Only `desktop` is required; a missing variant falls
 * back to the next larger one.
 */
export const imageSchema = z.strictObject({
  desktop: urlSchema,
  desktop2x: z.optional(urlSchema),
  tablet: z.optional(urlSchema),
  tablet2x: z.optional(urlSchema),
  mobile: z.optional(urlSchema),
  mobile2x: z.optional(urlSchema),
  desktopWebp: z.optional(urlSchema),
  desktopWebp2x: z.optional(urlSchema),
  tabletWebp: z.optional(urlSchema),
  tabletWebp2x: z.optional(urlSchema),
  mobileWebp: z.optional(urlSchema),
  mobileWebp2x: z.optional(urlSchema),
  lqip: z.optional(z.string().check(z.startsWith('data:image/'))),
  alt: z.optional(z.string()),
});
export type Image = z.infer<typeof imageSchema>;

/** A media/gallery tag, shown as `#name`. */
export const tagSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
});
export type Tag = z.infer<typeof tagSchema>;

/** A labelled link; `link` is a site path or an https URL. */
export const linkSchema = z.strictObject({
  label: z.string().check(z.minLength(1)),
  link: urlSchema,
});
export type Link = z.infer<typeof linkSchema>;

/**
 * One kind of content: the schema of an item, and the field that identifies an item across
 * locales (the same `code`/`id` in `content/<kind>/en.json` and `ru.json` is the same thing).
 */
export interface ContentKind<S extends z.core.$ZodType = z.core.$ZodType> {
  schema: S;
  key: string;
}
