import { z } from 'zod/mini';
import { imageSchema, isoDateSchema } from './common.schema';
import {
  divisionRefSchema,
  paragraphSchema,
  referencedProductCodeSchema,
} from './publication-refs.schema';

/**
 * A news item (`GET /api/v1/news/`). The list flags select where it appears: `mainNews` (the
 * lead story), `topNews` (the top row), `division` (a division page), `sciences` (academy /
 * science news), `products` (product pages) and `additional` (the "more news" block).
 */
export const newsItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  title: z.string().check(z.minLength(1)),
  date: isoDateSchema,
  preview: z.string().check(z.minLength(1)),
  text: z.array(paragraphSchema).check(z.minLength(1)),
  image: imageSchema,
  mainNews: z.boolean(),
  topNews: z.boolean(),
  division: z.nullable(divisionRefSchema),
  sciences: z.boolean(),
  products: z.array(referencedProductCodeSchema),
  additional: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
