import { z } from 'zod';
import { imageSchema, isoDateSchema } from './common.schema';
import { divisionRefSchema, paragraphSchema, referencedProductCodeSchema } from './refs-b.schema';

/**
 * A news item (`GET /api/v1/news/`). The list flags select where it appears: `mainNews` (the
 * lead story), `topNews` (the top row), `division` (a division page), `sciences` (academy /
 * science news), `products` (product pages) and `additional` (the "more news" block).
 */
export const newsItemSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(1),
  date: isoDateSchema,
  preview: z.string().min(1),
  text: z.array(paragraphSchema).min(1),
  image: imageSchema,
  mainNews: z.boolean(),
  topNews: z.boolean(),
  division: divisionRefSchema.nullable(),
  sciences: z.boolean(),
  products: z.array(referencedProductCodeSchema),
  additional: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
