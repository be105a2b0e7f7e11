import { z } from 'zod/mini';
import { listFilterOptionSchema } from './publication-refs.schema';

export const PHOTOGALLERY_FILTER_CODES = ['section', 'year', 'tag'] as const;

/**
 * A filter group of the photo-gallery list (`GET /api/v1/photogalleries/filters/`); the chosen
 * option `value`s go into the `POST /api/v1/photogalleries/` body under the group's `code`.
 */
export const photogalleryFiltersItemSchema = z.strictObject({
  code: z.enum(PHOTOGALLERY_FILTER_CODES),
  title: z.string().check(z.minLength(1)),
  options: z.array(listFilterOptionSchema).check(z.minLength(1)),
});
export type PhotogalleryFiltersItem = z.infer<typeof photogalleryFiltersItemSchema>;
