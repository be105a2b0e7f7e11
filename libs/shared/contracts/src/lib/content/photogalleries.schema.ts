import { z } from 'zod';
import { imageSchema, isoDateSchema, tagSchema, urlSchema } from './common.schema';

/** One photo of a gallery, as shown in the photogallery modal (name, image, Download). */
export const galleryPhotoSchema = z.strictObject({
  name: z.string().min(1),
  path: urlSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** A photo gallery (`POST /api/v1/photogalleries/`, `GET /api/v1/photogalleries/{id}/`). */
export const photogalleriesItemSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  section: z.number().int().positive(),
  date: isoDateSchema,
  tags: z.array(tagSchema),
  cover: imageSchema,
  photos: z.array(galleryPhotoSchema).min(3).max(8),
});
export type PhotogalleriesItem = z.infer<typeof photogalleriesItemSchema>;
