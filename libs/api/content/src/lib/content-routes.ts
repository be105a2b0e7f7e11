import {
  assertStorableText,
  HttpError,
  jsonSchemaOf,
  notFound,
  pagingQuery,
  paginate,
  parseOr400,
  queryFlag,
  queryInt,
  describeWithZod,
} from '@corp/api/core';
import { localeField, webinarEndsAt } from '@corp/shared/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ContentLocale } from './content-files';
import type { ContentItem, ContentStore } from './content-store';
import { lookupCountry } from './geolocation';
import type { GeoRange } from './geolocation';

export interface ContentRoutesOptions {
  store: ContentStore;
  /** IPv4 ranges for `/geolocation/ip/`. */
  geoRanges: readonly GeoRange[];
  /** Maps a request's host name to a site (for `/seo/page/`'s `url`). */
  siteOfHost: (host: string) => string | undefined;
  now?: () => Date;
  /**
   * What a request reads instead of the store, when it reads something else (a preview link's
   * drafts); undefined: the store. Such a response is never stored by a cache (`no-store`).
   */
  readerFor?: (request: FastifyRequest) => Promise<ContentReader | undefined>;
}

/** What the routes read content from: the store, or a preview's view of it. */
export type ContentReader = Pick<ContentStore, 'list' | 'get'>;

type Item = ContentItem;
const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const time = (value: unknown) => new Date(str(value)).getTime();
const yearOf = (value: unknown) => str(value).slice(0, 4);
const has = (list: unknown, value: string) =>
  Array.isArray(list) && list.map(String).includes(value);
/** A tag filter matches a tag's id or its name. */
const hasTag = (item: Item, tag: string | number | undefined) =>
  tag === undefined ||
  tag === '' ||
  (Array.isArray(item['tags']) &&
    (item['tags'] as { id: number; name: string }[]).some(
      (candidate) => String(candidate.id) === String(tag) || candidate.name === String(tag),
    ));

/** The archive flag a list query asks for: explicit, or by `archive` in the request's language. */
function archiveFlagOf(query: {
  showAfterEndRu?: boolean;
  showAfterEndEn?: boolean;
  archive?: boolean;
  locale: string;
}): 'showAfterEndRu' | 'showAfterEndEn' | undefined {
  if (query.showAfterEndRu) return 'showAfterEndRu';
  if (query.showAfterEndEn) return 'showAfterEndEn';
  if (!query.archive) return undefined;
  return query.locale === 'ru' || query.locale === 'kz' ? 'showAfterEndRu' : 'showAfterEndEn';
}

/** A POST list body; its locale may also come in the query (spec §7: POSTs carry it in both). */
const bodyWithLocale = (request: FastifyRequest) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return { ...body, locale: body['locale'] ?? (request.query as { locale?: unknown }).locale };
};

const localeQuery = { locale: localeField };
const listQuery = z.object({ ...localeQuery, ...pagingQuery });
/**
 * An item's id in a path: canonical decimal only. `01`, `1e0`, `0x1`, ` 1` or `1.0` are as
 * malformed as `abc` (400), where a number coercion read them all as item 1.
 */
const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, { message: 'wrong-value' })
    .transform(Number),
});
const codeParam = z.object({
  code: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,100}$/i, { message: 'wrong-value' }),
});
const optionalText = z.string().trim().max(100, { message: 'too-long' }).optional();

function describe(summary: string, query?: z.ZodType, body?: z.ZodType) {
  return {
    schema: {
      tags: ['content'],
      summary,
      ...(query ? { querystring: jsonSchemaOf(query) } : {}),
      ...(body ? { body: jsonSchemaOf(body) } : {}),
    },
  };
}

/** Every GET and content POST of spec §7, answered from the content store. */
export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (
  app: FastifyInstance,
  options,
) => {
  describeWithZod(app);
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const q = <S extends z.ZodType>(schema: S, request: FastifyRequest) =>
    parseOr400(schema, request.query, 'query');
  const readers = new WeakMap<FastifyRequest, ContentReader>();
  if (options.readerFor) {
    const readerFor = options.readerFor;
    app.addHook('preHandler', async (request, reply) => {
      const reader = await readerFor(request);
      if (!reader) return;
      readers.set(request, reader);
      reply.header('cache-control', 'no-store');
    });
  }
  const readerOf = (request: FastifyRequest) => readers.get(request) ?? store;
  const list = (request: FastifyRequest, kind: string, locale: ContentLocale) =>
    readerOf(request).list(kind, locale);
  /** `GET <url>` of one item by `:code` (a slug) or `:id` (a number); unknown → 404. */
  const detail = (url: string, kind: string, what: string, summary: string) =>
    app.get(url, describe(summary, localeOnly), async (request) => {
      const query = q(localeOnly, request);
      const key = url.includes(':id')
        ? parseOr400(idParam, request.params, 'path').id
        : parseOr400(codeParam, request.params, 'path').code;
      return { data: await one(request, kind, query.locale, key, what) };
    });
  const one = async (
    request: FastifyRequest,
    kind: string,
    locale: ContentLocale,
    key: string | number,
    what: string,
  ) => {
    const item = await readerOf(request).get(kind, locale, key);
    if (!item) throw notFound(`${what} ${key}`);
    return item;
  };

  // ── banners, employees, partners, regulations, divisions, industries ──────────────────────
  const bannerQuery = z.object({ ...localeQuery, page: optionalText, code: optionalText });
  app.get(
    '/banner/',
    describe('Page banners; filter by page path or code', bannerQuery),
    async (request) => {
      const query = q(bannerQuery, request);
      const items = await list(request, 'banners', query.locale);
      return {
        data: items.filter(
          (item) =>
            (!query.page || item['page'] === query.page) &&
            (!query.code || item['code'] === query.code),
        ),
      };
    },
  );

  const employeesQuery = listQuery.extend({ department: optionalText });
  app.get(
    '/employees/',
    describe('Employees shown on the about and HR pages', employeesQuery),
    async (request) => {
      const query = q(employeesQuery, request);
      const items = (await list(request, 'employees', query.locale)).filter(
        (item) => !query.department || item['department'] === query.department,
      );
      return { data: query.limit ? paginate(items, query.page ?? 1, query.limit) : items };
    },
  );

  const partnersQuery = listQuery.extend({ category: optionalText, country: optionalText });
  app.get(
    '/partners/',
    describe('Partners; filter by category and country', partnersQuery),
    async (request) => {
      const query = q(partnersQuery, request);
      const items = (await list(request, 'partners', query.locale)).filter(
        (item) =>
          (!query.category || item['category'] === query.category) &&
          (!query.country || item['country'] === query.country),
      );
      return { data: query.limit ? paginate(items, query.page ?? 1, query.limit) : items };
    },
  );

  const regulationsQuery = listQuery.extend({ category: optionalText });
  app.get(
    '/regulations/',
    describe('Corporate regulations and certificates', regulationsQuery),
    async (request) => {
      const query = q(regulationsQuery, request);
      const items = (await list(request, 'regulations', query.locale)).filter(
        (item) => !query.category || item['category'] === query.category,
      );
      return { data: query.limit ? paginate(items, query.page ?? 1, query.limit) : items };
    },
  );

  const localeOnly = z.object(localeQuery);
  app.get('/division/', describe('Business divisions', localeOnly), async (request) => {
    const query = q(localeOnly, request);
    return { data: await list(request, 'divisions', query.locale) };
  });

  app.get(
    '/division/:id/products/',
    describe('Products of one division', localeOnly),
    async (request) => {
      const query = q(localeOnly, request);
      const { id } = parseOr400(idParam, request.params, 'path');
      await one(request, 'divisions', query.locale, id, 'Division');
      const products = await list(request, 'products', query.locale);
      return { data: products.filter((product) => str(product['division']) === String(id)) };
    },
  );

  app.get(
    '/industry/',
    describe('The marketing industry list (ids 1–6)', localeOnly),
    async (request) => {
      const query = q(localeOnly, request);
      return { data: { data: await list(request, 'industries', query.locale) } };
    },
  );

  detail(
    '/industry-pages/:code/',
    'industryPages',
    'Industry page',
    'One industry page (/industries/{code}/): hero, body sections and its products',
  );

  // ── products ─────────────────────────────────────────────────────────────────────────────
  const productsQuery = listQuery.extend({
    division: queryInt(1, 1000),
    industry: queryInt(0, 1000),
    code: z.string().max(2000).optional(),
    exclude: z.string().max(2000).optional(),
  });
  app.get(
    '/products/',
    describe('Product cards; comma-separated code/exclude lists', productsQuery),
    async (request) => {
      const query = q(productsQuery, request);
      const codes = query.code ? new Set(query.code.split(',')) : undefined;
      const excluded = new Set((query.exclude ?? '').split(',').filter(Boolean));
      const items = (await list(request, 'products', query.locale)).filter(
        (item) =>
          (!codes || codes.has(str(item['code']))) &&
          !excluded.has(str(item['code'])) &&
          (query.division === undefined || str(item['division']) === String(query.division)) &&
          (!query.industry || has(item['industries'], String(query.industry))),
      );
      const limit = query.limit ?? (items.length || 1);
      return {
        // Cards only: the product page body (`details`) comes with `/product/{code}/`.
        items: paginate(items, query.page ?? 1, limit).map(
          ({ details: _details, ...card }) => card,
        ),
        totalPages: Math.max(1, Math.ceil(items.length / limit)),
        count: items.length,
      };
    },
  );

  detail('/product/:code/', 'products', 'Product', 'One product with its page details');

  // ── cases ────────────────────────────────────────────────────────────────────────────────
  const casesQuery = listQuery.extend({ industry: queryInt(0, 1000), product: optionalText });
  app.get(
    '/cases/',
    describe('Customer cases; filter by industry and product', casesQuery),
    async (request) => {
      const query = q(casesQuery, request);
      const items = (await list(request, 'cases', query.locale)).filter(
        (item) =>
          (!query.industry || str(item['industry']) === String(query.industry)) &&
          (!query.product || has(item['products'], query.product)),
      );
      const page = query.page ?? 1;
      return {
        data: {
          items: paginate(items, page, query.limit ?? (items.length || 1)),
          totalCount: items.length,
          page,
        },
      };
    },
  );

  detail('/cases/:code/', 'cases', 'Case', 'One case');

  // ── course landings (no locale: the courses are Russian) ─────────────────────────────────
  // §7: the course calls carry no locale; the courses are taught in Russian, so that is the
  // default here (an explicit locale still wins).
  const courseQuery = z.object({
    locale: z.preprocess((value) => value ?? 'ru', localeField),
    course: z.enum(['machine', 'mount'], { message: 'wrong-value' }).optional(),
  });
  app.get(
    '/course/program/',
    describe('Course program; `course` is machine or mount', courseQuery),
    async (request) => {
      const query = q(courseQuery, request);
      const programs = await list(request, 'courseProgram', query.locale);
      if (!query.course) return { data: programs };
      return {
        data: await one(request, 'courseProgram', query.locale, query.course, 'Course program'),
      };
    },
  );

  app.get(
    '/course/speakers/',
    describe('Course speakers; filter by course', courseQuery),
    async (request) => {
      const query = q(courseQuery, request);
      const items = await list(request, 'courseSpeakers', query.locale);
      return { data: items.filter((item) => !query.course || item['course'] === query.course) };
    },
  );

  // ── events and webinars ──────────────────────────────────────────────────────────────────
  const eventsQuery = listQuery.extend({
    format: z.enum(['all', 'online', 'offline', 'hybrid'], { message: 'wrong-value' }).optional(),
    industry: queryInt(0, 1000),
    promo: queryFlag,
    topEvent: queryFlag,
    additional_top: queryFlag,
    additional: queryFlag,
    showAfterEndRu: queryFlag,
    showAfterEndEn: queryFlag,
    archive: queryFlag,
  });
  app.get(
    '/events/',
    describe(
      'Events. promo, topEvent, additional_top, additional pick a flagged list; showAfterEndRu/En (or archive) the archive of ended events kept for that language; otherwise upcoming events. Then format and industry (0 = all).',
      eventsQuery,
    ),
    async (request) => {
      const query = q(eventsQuery, request);
      const at = now().getTime();
      const all = await list(request, 'events', query.locale);
      const archiveFlag = archiveFlagOf(query);
      const pickFlag = (['promo', 'topEvent', 'additional_top', 'additional'] as const).find(
        (flag) => query[flag],
      );
      let items: Item[];
      if (archiveFlag) {
        items = all
          .filter((item) => time(item['endDate']) < at && item[archiveFlag] === true)
          .sort((a, b) => time(b['startDate']) - time(a['startDate']));
      } else {
        items = all
          .filter((item) => time(item['endDate']) >= at && (!pickFlag || item[pickFlag] === true))
          .sort((a, b) => time(a['startDate']) - time(b['startDate']));
      }
      items = items.filter(
        (item) =>
          (!query.format || query.format === 'all' || item['format'] === query.format) &&
          (!query.industry || str(item['industry']) === String(query.industry)),
      );
      const page = query.page ?? 1;
      return {
        items: paginate(items, page, query.limit ?? 9),
        totalCount: items.length,
        page,
        initialLocale: query.locale,
      };
    },
  );

  detail('/events/:code/', 'events', 'Event', 'One event');

  const webinarsQuery = listQuery.extend({
    showAfterEndRu: queryFlag,
    showAfterEndEn: queryFlag,
    archive: queryFlag,
    industry: queryInt(0, 1000),
    product: optionalText,
  });
  app.get(
    '/webinars/',
    describe(
      'Webinars: upcoming, or with showAfterEndRu/En (or archive) the recordings kept for that language',
      webinarsQuery,
    ),
    async (request) => {
      const query = q(webinarsQuery, request);
      const at = now().getTime();
      const archiveFlag = archiveFlagOf(query);
      const ends = (item: Item) => webinarEndsAt(item as never);
      let items = (await list(request, 'webinars', query.locale)).filter(
        (item) =>
          (!query.industry || str(item['industry']) === String(query.industry)) &&
          (!query.product || has(item['products'], query.product)),
      );
      items = archiveFlag
        ? items
            .filter((item) => ends(item) < at && item[archiveFlag] === true)
            .sort((a, b) => time(b['startDate']) - time(a['startDate']))
        : items
            .filter((item) => ends(item) >= at)
            .sort((a, b) => time(a['startDate']) - time(b['startDate']));
      // The recording (its link and password) is given only by the webinar-popup feedback call.
      const visible = items.map(({ recording: _recording, ...rest }) => rest);
      const page = query.page ?? 1;
      return { items: paginate(visible, page, query.limit ?? 9), totalCount: items.length, page };
    },
  );

  // ── news ─────────────────────────────────────────────────────────────────────────────────
  const newsQuery = listQuery.extend({
    mainNews: queryFlag,
    topNews: queryFlag,
    sciences: queryFlag,
    additional: queryFlag,
    division: queryInt(1, 1000),
    products: optionalText,
  });
  app.get(
    '/news/',
    describe(
      'News, newest first; flags mainNews, topNews, sciences, additional; division id; products (a product code)',
      newsQuery,
    ),
    async (request) => {
      const query = q(newsQuery, request);
      const items = (await list(request, 'news', query.locale))
        .filter(
          (item) =>
            (!query.mainNews || item['mainNews'] === true) &&
            (!query.topNews || item['topNews'] === true) &&
            (!query.sciences || item['sciences'] === true) &&
            (!query.additional || item['additional'] === true) &&
            (query.division === undefined || str(item['division']) === String(query.division)) &&
            (!query.products || has(item['products'], query.products)),
        )
        .sort((a, b) => time(b['date']) - time(a['date']));
      return { data: query.limit ? paginate(items, query.page ?? 1, query.limit) : items };
    },
  );

  detail('/news/:id/', 'news', 'News item', 'One news item');

  // ── media ────────────────────────────────────────────────────────────────────────────────
  const mediaBody = z.object({
    ...localeQuery,
    limit: z.number({ message: 'wrong-value' }).int().min(1).max(100).optional(),
    page: z.number({ message: 'wrong-value' }).int().min(1).max(100_000).optional(),
    type: optionalText,
    industry: z.union([z.number().int(), z.string().max(10)]).optional(),
    product: optionalText,
    tag: z.union([z.number().int(), z.string().max(100)]).optional(),
    year: z.union([z.number().int(), z.string().max(4)]).optional(),
    special: z.boolean({ message: 'wrong-value' }).optional(),
  });
  app.post(
    '/media/',
    describe(
      'Media list, newest first: limit (default 6), page and the selected filters',
      undefined,
      mediaBody,
    ),
    async (request) => {
      const body = parseOr400(mediaBody, bodyWithLocale(request), 'body');
      const items = (await list(request, 'media', body.locale))
        .filter(
          (item) =>
            (!body.type || item['type'] === body.type) &&
            (!body.industry || str(item['industry']) === String(body.industry)) &&
            (!body.product || has(item['products'], body.product)) &&
            hasTag(item, body.tag) &&
            (!body.year || yearOf(item['date']) === String(body.year)) &&
            (body.special === undefined || item['special'] === body.special),
        )
        .sort((a, b) => time(b['date']) - time(a['date']));
      return { items: paginate(items, body.page ?? 1, body.limit ?? 6), count: items.length };
    },
  );

  app.get(
    '/media/filters/',
    describe('Media filter groups and their options', localeOnly),
    async (request) => {
      const query = q(localeOnly, request);
      return { data: await list(request, 'mediaFilters', query.locale) };
    },
  );

  detail('/media/:code/', 'media', 'Media item', 'One media item');

  // ── photogalleries ───────────────────────────────────────────────────────────────────────
  app.get(
    '/photogalleries/sections/',
    describe('Photogallery sections', localeOnly),
    async (request) => {
      const query = q(localeOnly, request);
      return { data: await list(request, 'photogallerySections', query.locale) };
    },
  );
  app.get(
    '/photogalleries/filters/',
    describe('Photogallery filter groups', localeOnly),
    async (request) => {
      const query = q(localeOnly, request);
      return { data: await list(request, 'photogalleryFilters', query.locale) };
    },
  );
  const galleryBody = z.object({
    ...localeQuery,
    limit: z.number({ message: 'wrong-value' }).int().min(1).max(100).optional(),
    page: z.number({ message: 'wrong-value' }).int().min(1).max(100_000).optional(),
    section: z.union([z.number().int(), z.string().max(10)]).optional(),
    year: z.union([z.number().int(), z.string().max(4)]).optional(),
    tag: z.union([z.number().int(), z.string().max(100)]).optional(),
  });
  app.post(
    '/photogalleries/',
    describe('Photogalleries, newest first, by section, year and tag', undefined, galleryBody),
    async (request) => {
      const body = parseOr400(galleryBody, bodyWithLocale(request), 'body');
      const items = (await list(request, 'photogalleries', body.locale))
        .filter(
          (item) =>
            (!body.section || str(item['section']) === String(body.section)) &&
            (!body.year || yearOf(item['date']) === String(body.year)) &&
            hasTag(item, body.tag),
        )
        .sort((a, b) => time(b['date']) - time(a['date']));
      return {
        items: paginate(items, body.page ?? 1, body.limit ?? (items.length || 1)),
        count: items.length,
      };
    },
  );
  detail('/photogalleries/:id/', 'photogalleries', 'Photogallery', 'One photogallery');

  // ── podcasts ─────────────────────────────────────────────────────────────────────────────
  app.get(
    '/podcasts/',
    describe('Podcast episodes grouped by season', localeOnly),
    async (request) => {
      const query = q(localeOnly, request);
      const seasons = new Map<number, { season: number; title: string; items: Item[] }>();
      for (const item of await list(request, 'podcasts', query.locale)) {
        const season = Number(item['season']);
        if (!seasons.has(season))
          seasons.set(season, { season, title: str(item['seasonTitle']), items: [] });
        seasons.get(season)?.items.push(item);
      }
      return { seasons: [...seasons.values()].sort((a, b) => a.season - b.season) };
    },
  );
  detail('/podcasts/:id/', 'podcasts', 'Podcast', 'One podcast episode');

  // ── privacy, SEO, offices, geolocation ───────────────────────────────────────────────────
  app.get(
    '/privacy-policy/',
    describe('Privacy and compliance policy documents', localeOnly),
    async (request) => {
      const query = q(localeOnly, request);
      return {
        success: true,
        data: await list(request, 'privacyPolicies', query.locale),
        message: '',
      };
    },
  );

  const seoQuery = z.object({
    ...localeQuery,
    url: z
      .string({ message: 'required' })
      .min(1, { message: 'required' })
      .max(2000, { message: 'too-long' }),
  });
  app.get(
    '/seo/page/',
    describe('SEO entry of a page; url is host plus path', seoQuery),
    async (request) => {
      const query = q(seoQuery, request);
      const { site, path } = seoTarget(query.url, options.siteOfHost);
      const item = await readerOf(request).get('seo', query.locale, `${site}:${path}`);
      if (!item) throw notFound(`SEO entry for ${site}:${path}`);
      return { data: { data: item } };
    },
  );

  app.get('/offices/', describe('City offices', localeOnly), async (request) => {
    const query = q(localeOnly, request);
    return { data: await list(request, 'offices', query.locale) };
  });
  detail('/offices/:code/', 'offices', 'Office', 'One city office');

  const geoQuery = z.object({
    ...localeQuery,
    ip: z.string({ message: 'required' }).max(64, { message: 'too-long' }).optional(),
  });
  app.get(
    '/geolocation/ip/',
    describe(
      'Country of an IPv4 address (the caller’s when ip is absent); code is null when unknown',
      geoQuery,
    ),
    async (request) => {
      const query = q(geoQuery, request);
      const ip = query.ip ?? request.ip;
      if (
        query.ip !== undefined &&
        lookupCountry([{ cidr: '0.0.0.0/0', code: 'ok' }], query.ip) === null
      ) {
        throw new HttpError(400, 'Invalid query', 'validation_failed', { ip: 'wrong-value' });
      }
      return { data: { code: lookupCountry(options.geoRanges, ip) } };
    },
  );
};

/** `url` of the SEO call: `host/path` or a full URL → the site and the path without locale prefix. */
export function seoTarget(
  url: string,
  siteOfHost: (host: string) => string | undefined,
): { site: string; path: string } {
  let parsed: URL;
  let path: string;
  try {
    parsed = new URL(
      /^https?:\/\//.test(url) ? url : `http://${url.startsWith('/') ? `localhost${url}` : url}`,
    );
    path = decodeURIComponent(parsed.pathname).toLowerCase();
  } catch {
    throw new HttpError(400, 'Invalid query', 'validation_failed', { url: 'wrong-value' });
  }
  assertStorableText({ url: path }, 'query');
  const site = siteOfHost(parsed.hostname) ?? 'main';
  path = path.replace(/^\/(ru|de|kz|en)(?=\/|$)/, '') || '/';
  if (!path.endsWith('/')) path += '/';
  return { site, path };
}
