import { z } from 'zod/mini';
import { imageSchema, isoDateSchema, tagSchema, urlSchema } from './common.schema';

/** One photo of a gallery, as shown in the photogallery modal (name, image, Download). */
export const galleryPhotoSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  path: urlSchema,
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
});

/** A photo gallery (`POST /api/v1/photogalleries/`, `GET /api/v1/photogalleries/{id}/`). */
export const photogalleriesItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  section: z.number().check(z.int(), z.positive()),
  date: isoDateSchema,
  tags: z.array(tagSchema),
  cover: imageSchema,
  photos: z.array(galleryPhotoSchema).check(z.minLength(3), z.maxLength(8)),
});
export type PhotogalleriesItem = z.infer<typeof photogalleriesItemSchema>;
