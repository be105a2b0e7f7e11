import { z } from 'zod/mini';
import { codeSchema, imageSchema, isoDateSchema, tagSchema, urlSchema } from './common.schema';
import {
  marketingIndustryRefSchema,
  paragraphSchema,
  referencedProductCodeSchema,
} from './publication-refs.schema';

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
    title: z.string().check(z.minLength(1)),
    previewText: z.string().check(z.minLength(1)),
    text: z.array(paragraphSchema).check(z.minLength(3), z.maxLength(6)),
    date: isoDateSchema,
    industry: z.nullable(marketingIndustryRefSchema),
    products: z.array(referencedProductCodeSchema),
    tags: z.array(tagSchema),
    image: imageSchema,
    videoUrl: z.optional(urlSchema),
    /** Its own words at 200 a minute, rounded up (`mediaReadingMinutes`; the API serves that). */
    readingMinutes: z.number().check(z.int(), z.positive()),
  })
  .check(
    z.refine((item) => item.type !== 'video' || item.videoUrl !== undefined, {
      message: 'a video item needs a videoUrl',
      path: ['videoUrl'],
    }),
    z.refine((item) => item.type !== 'special' || item.special, {
      message: "an item of type 'special' must have special: true",
      path: ['special'],
    }),
  );
export type MediaItem = z.infer<typeof mediaItemSchema>;
