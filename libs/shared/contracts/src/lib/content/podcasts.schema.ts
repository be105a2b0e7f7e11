import { z } from 'zod/mini';
import { imageSchema, isoDateSchema, urlSchema } from './common.schema';
import { personRefSchema } from './publication-refs.schema';

/**
 * A podcast episode (`GET /api/v1/podcasts/` groups them into `seasons[].items`;
 * `GET /api/v1/podcasts/{id}/`). Ids run 1..N without gaps.
 */
export const podcastsItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  season: z.number().check(z.int(), z.positive()),
  seasonTitle: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  date: isoDateSchema,
  /**
   * How long the audio plays, in seconds: a site file's real length (tools/scripts/make-audio.mjs
   * writes it; the API serves the length it reads from the file), a remote file's as stated.
   */
  durationSeconds: z.number().check(z.int(), z.positive()),
  guests: z.array(personRefSchema),
  /** Site-relative (`/download/podcasts/…`, the demo's generated audio) or an https URL. */
  audioUrl: urlSchema,
  image: imageSchema,
  topics: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
export type PodcastsItem = z.infer<typeof podcastsItemSchema>;
