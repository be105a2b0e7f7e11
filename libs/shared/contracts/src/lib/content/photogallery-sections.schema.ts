import { z } from 'zod/mini';

/** A photo-gallery section (`GET /api/v1/photogalleries/sections/`). */
export const photogallerySectionsItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
});
export type PhotogallerySectionsItem = z.infer<typeof photogallerySectionsItemSchema>;
