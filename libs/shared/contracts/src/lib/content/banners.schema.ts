import { z } from 'zod/mini';
import { imageSchema, linkSchema } from './common.schema';

/** The pages with a hero banner (`GET /api/v1/banner/?code=…`). */
export const BANNER_CODES = [
  'index',
  'about',
  'product',
  'events',
  'academy',
  'partnership',
  'presskit',
  'hr',
  'webinars',
  'podcasts',
  'media',
  'asia',
  'idp',
  'techpod',
] as const;

/** A page hero banner: `page` is the route path without locale prefix (`/`, `/about/`). */
export const bannersItemSchema = z.strictObject({
  code: z.enum(BANNER_CODES),
  page: z
    .string()
    .check(z.regex(/^\/([a-z0-9-]+\/)*$/, 'must be a route path with a trailing slash')),
  title: z.string().check(z.minLength(1)),
  text: z.string().check(z.minLength(20)),
  image: imageSchema,
  button: z.optional(linkSchema),
});
export type BannersItem = z.infer<typeof bannersItemSchema>;
