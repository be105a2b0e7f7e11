import { z } from 'zod/mini';
import { imageSchema } from './common.schema';
import { productCodeSchema } from './products.schema';

/**
 * A business division (`GET /api/v1/division/`, its products at
 * `GET /api/v1/division/{id}/products/`). Every product belongs to exactly one division.
 */
export const divisionsItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(20)),
  products: z.array(productCodeSchema).check(z.minLength(1)),
  /** The division's own picture (tools/art), decorative beside its name. */
  image: imageSchema,
});
export type DivisionsItem = z.infer<typeof divisionsItemSchema>;
