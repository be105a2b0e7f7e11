import { z } from 'zod/mini';
import { codeSchema, imageSchema } from './common.schema';
import {
  marketingIndustryRefSchema,
  absoluteHttpsUrlSchema,
  offsetDateTimeSchema,
  personRefSchema,
  referencedProductCodeSchema,
} from './refs-b.schema';

/**
 * A webinar (`GET /api/v1/webinars/`). Upcoming webinars link to registration; ended ones to the
 * recording, which is watched with `password` (returned to the watch-webinar dialog).
 */
export const webinarsItemSchema = z.strictObject({
  code: codeSchema,
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  startDate: offsetDateTimeSchema,
  durationMinutes: z.number().check(z.int(), z.positive()),
  speakers: z.array(personRefSchema).check(z.minLength(1)),
  industry: marketingIndustryRefSchema,
  products: z.array(referencedProductCodeSchema),
  image: imageSchema,
  password: z.optional(z.string().check(z.minLength(4))),
  externalLink: absoluteHttpsUrlSchema,
  showAfterEndRu: z.boolean(),
  showAfterEndEn: z.boolean(),
});
export type WebinarsItem = z.infer<typeof webinarsItemSchema>;
