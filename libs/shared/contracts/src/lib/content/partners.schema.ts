import { z } from 'zod';
import { urlSchema } from './common.schema';

export const PARTNER_CATEGORIES = ['technology', 'integrator', 'reseller', 'academic'] as const;

/** A partner (`GET /api/v1/partners/`): `country` is an ISO 3166-1 alpha-2 code. */
export const partnersItemSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  category: z.enum(PARTNER_CATEGORIES),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
  description: z.string().min(20),
  logo: urlSchema,
  link: z.url({ protocol: /^https$/ }).optional(),
});
export type PartnersItem = z.infer<typeof partnersItemSchema>;
