import { z } from 'zod';
import { codeSchema, imageSchema, isoDateSchema, tagSchema, urlSchema } from './common.schema';
import {
  marketingIndustryRefSchema,
  paragraphSchema,
  referencedProductCodeSchema,
} from './refs-b.schema';

export const MEDIA_TYPES = ['article', 'interview', 'video', 'review', 'special'] as const;

/**
 * A media item (`POST /api/v1/media/`, `GET /api/v1/media/{code}/`): an article, interview,
 * video, review or special project. Special items (`special: true`) have their own page at
 * `/news/media/special/{code}`, the others at `/news/media/{code}`.
 */
export const mediaItemSchema = z
  .strictObject({
    code: codeSchema,
    type: z.enum(MEDIA_TYPES),
    special: z.boolean(),
    title: z.string().min(1),
    previewText: z.string().min(1),
    text: z.array(paragraphSchema).min(3).max(6),
    date: isoDateSchema,
    industry: marketingIndustryRefSchema.nullable(),
    products: z.array(referencedProductCodeSchema),
    tags: z.array(tagSchema),
    image: imageSchema,
    videoUrl: urlSchema.optional(),
    readingMinutes: z.number().int().positive(),
  })
  .refine((item) => item.type !== 'video' || item.videoUrl !== undefined, {
    message: 'a video item needs a videoUrl',
    path: ['videoUrl'],
  })
  .refine((item) => item.type !== 'special' || item.special, {
    message: "an item of type 'special' must have special: true",
    path: ['special'],
  });
export type MediaItem = z.infer<typeof mediaItemSchema>;
