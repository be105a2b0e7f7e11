import { z } from 'zod/mini';
import { urlSchema } from './common.schema';
import { siteNames } from './content-sites';

/** The sites (hosts) a page can belong to: the registered sites. */
export const SEO_SITES = siteNames;

/**
 * Page metadata (`GET /api/v1/seo/page/?url=<host><path>`). `code` is `<site>:<path>`, the path
 * without locale prefix and with a trailing slash: `main:/about/`, `asia:/`, `machine:/2.0/`.
 */
export const seoItemSchema = z
  .strictObject({
    code: z.string().check(z.minLength(1)),
    site: z.enum(SEO_SITES),
    path: z
      .string()
      .check(z.regex(/^\/([a-z0-9.-]+\/)*$/, 'must be a route path with a trailing slash')),
    title: z.string().check(z.minLength(10), z.maxLength(70)),
    description: z.string().check(z.minLength(50), z.maxLength(160)),
    keywords: z.optional(z.string().check(z.minLength(1))),
    ogImage: z.optional(urlSchema),
  })
  .check(
    z.refine((item) => item.code === `${item.site}:${item.path}`, {
      message: 'code must be <site>:<path>',
      path: ['code'],
    }),
  );
export type SeoItem = z.infer<typeof seoItemSchema>;
