import type { ContentKind } from './common.schema';
import { casesItemSchema } from './cases.schema';
import { courseProgramItemSchema } from './course-program.schema';
import { courseSpeakersItemSchema } from './course-speakers.schema';
import { eventsItemSchema } from './events.schema';
import { mediaFiltersItemSchema } from './media-filters.schema';
import { mediaItemSchema } from './media.schema';
import { newsItemSchema } from './news.schema';
import { photogalleriesItemSchema } from './photogalleries.schema';
import { photogalleryFiltersItemSchema } from './photogallery-filters.schema';
import { photogallerySectionsItemSchema } from './photogallery-sections.schema';
import { podcastsItemSchema } from './podcasts.schema';
import { webinarsItemSchema } from './webinars.schema';

/**
 * The publications: media, events, webinars, podcasts, news, cases, photo galleries and the
 * course landings. Each kind lives in `content/<kebab-case kind>/<locale>.json`
 * (`mediaFilters` → `content/media-filters/`).
 */
export const publicationContentKinds = {
  media: { schema: mediaItemSchema, key: 'code' },
  mediaFilters: { schema: mediaFiltersItemSchema, key: 'code' },
  events: { schema: eventsItemSchema, key: 'code' },
  webinars: { schema: webinarsItemSchema, key: 'code' },
  podcasts: { schema: podcastsItemSchema, key: 'id' },
  news: { schema: newsItemSchema, key: 'id' },
  cases: { schema: casesItemSchema, key: 'code' },
  photogalleries: { schema: photogalleriesItemSchema, key: 'id' },
  photogallerySections: { schema: photogallerySectionsItemSchema, key: 'id' },
  photogalleryFilters: { schema: photogalleryFiltersItemSchema, key: 'code' },
  courseProgram: { schema: courseProgramItemSchema, key: 'code' },
  courseSpeakers: { schema: courseSpeakersItemSchema, key: 'id' },
} as const satisfies Record<string, ContentKind>;
