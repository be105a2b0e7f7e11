import { z } from 'zod/mini';
import { listFilterOptionSchema } from './publication-refs.schema';

export const MEDIA_FILTER_CODES = ['type', 'industry', 'product', 'tag', 'year'] as const;

/**
 * A filter group of the media list (`GET /api/v1/media/filters/`). The chosen option `value`s
 * are sent back in the `POST /api/v1/media/` body under the group's `code`.
 */
export const mediaFiltersItemSchema = z.strictObject({
  code: z.enum(MEDIA_FILTER_CODES),
  title: z.string().check(z.minLength(1)),
  options: z.array(listFilterOptionSchema).check(z.minLength(1)),
});
export type MediaFiltersItem = z.infer<typeof mediaFiltersItemSchema>;
