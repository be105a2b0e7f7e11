import { z } from 'zod/mini';
import { urlSchema } from './common.schema';

export const PARTNER_CATEGORIES = ['technology', 'integrator', 'reseller', 'academic'] as const;

/** A partner (`GET /api/v1/partners/`): `country` is an ISO 3166-1 alpha-2 code. */
export const partnersItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  category: z.enum(PARTNER_CATEGORIES),
  country: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')),
  description: z.string().check(z.minLength(20)),
  logo: urlSchema,
  link: z.optional(z.url({ protocol: /^https$/ })),
});
export type PartnersItem = z.infer<typeof partnersItemSchema>;
