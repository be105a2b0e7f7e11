import { z } from 'zod';

/** A photo-gallery section (`GET /api/v1/photogalleries/sections/`). */
export const photogallerySectionsItemSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
});
export type PhotogallerySectionsItem = z.infer<typeof photogallerySectionsItemSchema>;
