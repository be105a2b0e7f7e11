import { z } from 'zod/mini';
import { bannersItemSchema } from '../content/banners.schema';
import { casesItemSchema } from '../content/cases.schema';
import { courseProgramItemSchema } from '../content/course-program.schema';
import { courseSpeakersItemSchema } from '../content/course-speakers.schema';
import { divisionsItemSchema } from '../content/divisions.schema';
import { employeesItemSchema } from '../content/employees.schema';
import { eventsItemSchema } from '../content/events.schema';
import { industryPagesItemSchema } from '../content/industry-pages.schema';
import { mediaFiltersItemSchema } from '../content/media-filters.schema';
import { mediaItemSchema } from '../content/media.schema';
import { newsItemSchema } from '../content/news.schema';
import { officesItemSchema } from '../content/offices.schema';
import { partnersItemSchema } from '../content/partners.schema';
import { photogalleriesItemSchema } from '../content/photogalleries.schema';
import { photogalleryFiltersItemSchema } from '../content/photogallery-filters.schema';
import { photogallerySectionsItemSchema } from '../content/photogallery-sections.schema';
import { podcastsItemSchema } from '../content/podcasts.schema';
import { privacyPoliciesItemSchema } from '../content/privacy-policies.schema';
import { productsItemSchema } from '../content/products.schema';
import { regulationsItemSchema } from '../content/regulations.schema';
import { seoItemSchema } from '../content/seo.schema';
import { webinarFieldsSchema } from '../content/webinars.schema';
import { dataEnvelope, initialLocaleSchema, servedItem } from './envelopes.schema';
import type { servedIndustrySchema } from './form-responses.schema';

/*
 * The response bodies of spec §7, one schema per call, exactly as the API
 * (`libs/api/content`, `libs/api/leads`) writes them. The client parses every response with
 * these; the API's tests can hold its answers against the same schemas.
 */

const count = z.number().check(z.int(), z.gte(0));
const page = z.number().check(z.int(), z.gte(1));

// ── items as served (with `initialLocale`) ─────────────────────────────────────────────────
export const servedBannerSchema = servedItem(bannersItemSchema);
export const servedCaseSchema = servedItem(casesItemSchema);
export const servedCourseProgramSchema = servedItem(courseProgramItemSchema);
export const servedCourseSpeakerSchema = servedItem(courseSpeakersItemSchema);
export const servedDivisionSchema = servedItem(divisionsItemSchema);
export const servedEmployeeSchema = servedItem(employeesItemSchema);
export const servedEventSchema = servedItem(eventsItemSchema);
export const servedIndustryPageSchema = servedItem(industryPagesItemSchema);
export const servedMediaFilterSchema = servedItem(mediaFiltersItemSchema);
export const servedMediaItemSchema = servedItem(mediaItemSchema);
export const servedNewsItemSchema = servedItem(newsItemSchema);
export const servedOfficeSchema = servedItem(officesItemSchema);
export const servedPartnerSchema = servedItem(partnersItemSchema);
export const servedPhotogallerySchema = servedItem(photogalleriesItemSchema);
export const servedPhotogalleryFilterSchema = servedItem(photogalleryFiltersItemSchema);
export const servedPhotogallerySectionSchema = servedItem(photogallerySectionsItemSchema);
export const servedPodcastSchema = servedItem(podcastsItemSchema);
export const servedPrivacyPolicySchema = servedItem(privacyPoliciesItemSchema);
export const servedProductSchema = servedItem(productsItemSchema);
/** A product card of `GET /products/`: the product without its page body (`details`). */
export const servedProductCardSchema = servedItem(z.omit(productsItemSchema, { details: true }));
export const servedRegulationSchema = servedItem(regulationsItemSchema);
export const servedSeoSchema = servedItem(seoItemSchema);
/** A webinar of the list: its recording (link, password) is given only by the webinar-popup lead. */
export const servedWebinarSchema = servedItem(z.omit(webinarFieldsSchema, { recording: true }));

export type ServedBanner = z.infer<typeof servedBannerSchema>;
export type ServedCase = z.infer<typeof servedCaseSchema>;
export type ServedCourseProgram = z.infer<typeof servedCourseProgramSchema>;
export type ServedCourseSpeaker = z.infer<typeof servedCourseSpeakerSchema>;
export type ServedDivision = z.infer<typeof servedDivisionSchema>;
export type ServedEmployee = z.infer<typeof servedEmployeeSchema>;
export type ServedEvent = z.infer<typeof servedEventSchema>;
export type ServedIndustry = z.infer<typeof servedIndustrySchema>;
export type ServedIndustryPage = z.infer<typeof servedIndustryPageSchema>;
export type ServedMediaFilter = z.infer<typeof servedMediaFilterSchema>;
export type ServedMediaItem = z.infer<typeof servedMediaItemSchema>;
export type ServedNewsItem = z.infer<typeof servedNewsItemSchema>;
export type ServedOffice = z.infer<typeof servedOfficeSchema>;
export type ServedPartner = z.infer<typeof servedPartnerSchema>;
export type ServedPhotogallery = z.infer<typeof servedPhotogallerySchema>;
export type ServedPhotogalleryFilter = z.infer<typeof servedPhotogalleryFilterSchema>;
export type ServedPhotogallerySection = z.infer<typeof servedPhotogallerySectionSchema>;
export type ServedPodcast = z.infer<typeof servedPodcastSchema>;
export type ServedPrivacyPolicy = z.infer<typeof servedPrivacyPolicySchema>;
export type ServedProduct = z.infer<typeof servedProductSchema>;
export type ServedProductCard = z.infer<typeof servedProductCardSchema>;
export type ServedRegulation = z.infer<typeof servedRegulationSchema>;
export type ServedSeo = z.infer<typeof servedSeoSchema>;
export type ServedWebinar = z.infer<typeof servedWebinarSchema>;

// ── content calls ──────────────────────────────────────────────────────────────────────────
/** `GET /api/v1/health/`. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().check(z.gte(0)),
  version: z.optional(z.string()),
  database: z.optional(z.string()),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/v1/banner/`. */
export const bannersResponseSchema = dataEnvelope(z.array(servedBannerSchema));

/** `GET /api/v1/cases/`: reads `data.items`. */
export const casesResponseSchema = dataEnvelope(
  z.strictObject({ items: z.array(servedCaseSchema), totalCount: count, page }),
);
export type CasesPage = z.infer<typeof casesResponseSchema>['data'];
/** `GET /api/v1/cases/{slug}/`. */
export const caseResponseSchema = dataEnvelope(servedCaseSchema);

/** `GET /api/v1/course/program/?course=…` (one course). */
export const courseProgramResponseSchema = dataEnvelope(servedCourseProgramSchema);
/** `GET /api/v1/course/speakers/`. */
export const courseSpeakersResponseSchema = dataEnvelope(z.array(servedCourseSpeakerSchema));

/** `GET /api/v1/employees/`. */
export const employeesResponseSchema = dataEnvelope(z.array(servedEmployeeSchema));

/** `GET /api/v1/events/`: reads items, totalCount, page. */
export const eventsResponseSchema = z.strictObject({
  items: z.array(servedEventSchema),
  totalCount: count,
  page,
  initialLocale: initialLocaleSchema,
});
export type EventsPage = z.infer<typeof eventsResponseSchema>;
/** `GET /api/v1/events/{code}/`. */
export const eventResponseSchema = dataEnvelope(servedEventSchema);

/** `GET /api/v1/geolocation/ip/`: reads `data.code` (null when unknown). */
export const geolocationResponseSchema = dataEnvelope(
  z.strictObject({
    code: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
  }),
);

/** `GET /api/v1/division/`. */
export const divisionsResponseSchema = dataEnvelope(z.array(servedDivisionSchema));
/** `GET /api/v1/division/{id}/products/`. */
export const divisionProductsResponseSchema = dataEnvelope(z.array(servedProductSchema));

/** `GET /api/v1/products/`: reads items, totalPages, count. */
export const productsResponseSchema = z.strictObject({
  items: z.array(servedProductCardSchema),
  totalPages: z.number().check(z.int(), z.gte(1)),
  count,
});
export type ProductsPage = z.infer<typeof productsResponseSchema>;
/** `GET /api/v1/product/{code}/`. */
export const productResponseSchema = dataEnvelope(servedProductSchema);

/** `GET /mock/locale/?locale=…&file=a.json,b.json`: reads `result`, one entry per file. */
export const localeFilesResponseSchema = z.strictObject({
  result: z.record(z.string(), z.unknown()),
});

/** `GET /api/v1/seo/page/`: reads `data.data`. */
export const seoPageResponseSchema = dataEnvelope(dataEnvelope(servedSeoSchema));

/** `GET /api/v1/industry-pages/{code}/`: the content of `/industries/{code}/`. */
export const industryPageResponseSchema = dataEnvelope(servedIndustryPageSchema);

/** `GET /api/v1/news/`: reads a `data` array. */
export const newsResponseSchema = dataEnvelope(z.array(servedNewsItemSchema));
/** `GET /api/v1/news/{id}/`. */
export const newsItemResponseSchema = dataEnvelope(servedNewsItemSchema);

/** `GET /api/v1/partners/`. */
export const partnersResponseSchema = dataEnvelope(z.array(servedPartnerSchema));

/** `GET /api/v1/photogalleries/sections/`. */
export const photogallerySectionsResponseSchema = dataEnvelope(
  z.array(servedPhotogallerySectionSchema),
);
/** `GET /api/v1/photogalleries/filters/`. */
export const photogalleryFiltersResponseSchema = dataEnvelope(
  z.array(servedPhotogalleryFilterSchema),
);
/** `POST /api/v1/photogalleries/`: items and count. */
export const photogalleriesResponseSchema = z.strictObject({
  items: z.array(servedPhotogallerySchema),
  count,
});
export type PhotogalleriesPage = z.infer<typeof photogalleriesResponseSchema>;
/** `GET /api/v1/photogalleries/{id}/`. */
export const photogalleryResponseSchema = dataEnvelope(servedPhotogallerySchema);

/** `GET /api/v1/podcasts/`: reads `seasons[].items`. */
export const podcastsResponseSchema = z.strictObject({
  seasons: z.array(
    z.strictObject({
      season: z.number().check(z.int(), z.positive()),
      title: z.string(),
      items: z.array(servedPodcastSchema),
    }),
  ),
});
export type PodcastSeason = z.infer<typeof podcastsResponseSchema>['seasons'][number];
/** `GET /api/v1/podcasts/{id}/`. */
export const podcastResponseSchema = dataEnvelope(servedPodcastSchema);

/** `GET /api/v1/privacy-policy/`: reads success, data, message. */
export const privacyPoliciesResponseSchema = z.strictObject({
  success: z.boolean(),
  data: z.optional(z.array(servedPrivacyPolicySchema)),
  message: z.optional(z.string()),
});

/** `GET /api/v1/regulations/`. */
export const regulationsResponseSchema = dataEnvelope(z.array(servedRegulationSchema));

/** `GET /api/v1/webinars/`. */
export const webinarsResponseSchema = z.strictObject({
  items: z.array(servedWebinarSchema),
  totalCount: count,
  page,
});
export type WebinarsPage = z.infer<typeof webinarsResponseSchema>;

/** `POST /api/v1/media/`: reads items, count. */
export const mediaResponseSchema = z.strictObject({
  items: z.array(servedMediaItemSchema),
  count,
});
export type MediaPage = z.infer<typeof mediaResponseSchema>;
/** `GET /api/v1/media/filters/`. */
export const mediaFiltersResponseSchema = dataEnvelope(z.array(servedMediaFilterSchema));
/** `GET /api/v1/media/{code}/`. */
export const mediaItemResponseSchema = dataEnvelope(servedMediaItemSchema);

/** `GET /api/v1/offices/`. */
export const officesResponseSchema = dataEnvelope(z.array(servedOfficeSchema));
/** `GET /api/v1/offices/{code}/`. */
export const officeResponseSchema = dataEnvelope(servedOfficeSchema);
