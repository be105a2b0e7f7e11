import { contentKinds } from '@corp/shared/contracts';
import type { ContentKindName } from '@corp/shared/contracts';
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { geoRanges, seedFiles, translationFiles } from './seed-content';
import type { ContentLocale } from './seed-content';

type Item = Record<string, unknown> & { initialLocale: ContentLocale };

/** The API's fallbacks: kz → ru → en, de → en, ru → en. */
const localeChain: Record<ContentLocale, readonly ContentLocale[]> = {
  en: ['en'],
  ru: ['ru', 'en'],
  de: ['de', 'en'],
  kz: ['kz', 'ru', 'en'],
};
const LOCALES = Object.keys(localeChain) as ContentLocale[];

function localeOf(value: unknown): ContentLocale {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (LOCALES as string[]).includes(text) ? (text as ContentLocale) : 'en';
}

/** One item per key in the best locale, in the order of the most basic locale (as the API). */
export function seedItems(kind: ContentKindName, locale: ContentLocale): Item[] {
  const key = contentKinds[kind].key;
  const chain = localeChain[locale];
  const files = seedFiles[kind] ?? {};
  const order: string[] = [];
  const best = new Map<string, Item>();
  for (const candidate of [...chain].reverse()) {
    for (const raw of files[candidate] ?? []) {
      const item = raw as Record<string, unknown>;
      const id = String(item[key]);
      if (!best.has(id)) order.push(id);
      best.set(id, { ...item, initialLocale: candidate });
    }
  }
  return order.map((id) => best.get(id) as Item);
}

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const time = (value: unknown) => new Date(str(value)).getTime();
const has = (list: unknown, value: string) =>
  Array.isArray(list) && list.map(String).includes(value);
const flag = (value: string | null) => value !== null && ['true', '1', 'yes', 'on'].includes(value);
const int = (value: string | number | null | undefined) => {
  const number = Number(value);
  return value === null || value === undefined || value === '' || !Number.isInteger(number)
    ? undefined
    : number;
};
const paginate = <T>(items: readonly T[], page: number, limit: number) =>
  items.slice((page - 1) * limit, page * limit);
const hasTag = (item: Item, tag: unknown) =>
  tag === undefined ||
  tag === '' ||
  (Array.isArray(item['tags']) &&
    (item['tags'] as { id: number; name: string }[]).some(
      (candidate) => String(candidate.id) === String(tag) || candidate.name === String(tag),
    ));
const withoutKeys = (item: Item, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !keys.includes(name)));

function notFound(what: string) {
  return HttpResponse.json(
    { code: 'not_found', message: `${what} not found`, requestId: 'mock' },
    { status: 404 },
  );
}

function archiveFlag(params: URLSearchParams, locale: ContentLocale) {
  if (flag(params.get('showAfterEndRu'))) return 'showAfterEndRu';
  if (flag(params.get('showAfterEndEn'))) return 'showAfterEndEn';
  if (!flag(params.get('archive'))) return undefined;
  return locale === 'ru' || locale === 'kz' ? 'showAfterEndRu' : 'showAfterEndEn';
}

function ipToInt(ip: string): number | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255))
    return undefined;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

function countryOf(ip: string): string | null {
  const address = ipToInt(ip);
  if (address === undefined) return null;
  let best: { bits: number; code: string } | undefined;
  for (const range of geoRanges) {
    const [base = '', bitsText] = range.cidr.split('/');
    const start = ipToInt(base);
    const bits = Number(bitsText);
    if (start === undefined) continue;
    const size = 2 ** (32 - bits);
    if (address >= start && address < start + size && (!best || bits > best.bits))
      best = { bits, code: range.code };
  }
  return best?.code ?? null;
}

export interface MockApiOptions {
  /** The clock that splits upcoming events and webinars from the archive. */
  now?: () => Date;
  /** What `/geolocation/ip/` answers without an `ip`. */
  visitorCountry?: string | null;
  /** The `Last-Modified` of `/lastmodified.txt`. */
  lastModified?: Date;
}

/** Content paths match any origin: `*\/api/v1/…` (absolute on a server store, relative in a page). */
const API = '*/api/v1';

/**
 * Request handlers for every call of spec §7 (and the API's extra ones), answering from the
 * seed content the way the API does: locale fallbacks with `initialLocale`, pagination, the
 * list flags and filters, 404 bodies for unknown items, success bodies for the lead calls.
 */
export function createApiHandlers(options: MockApiOptions = {}): HttpHandler[] {
  const now = options.now ?? (() => new Date());
  const visitorCountry = options.visitorCountry === undefined ? 'RU' : options.visitorCountry;
  const lastModified = options.lastModified ?? new Date('2026-11-01T00:00:00Z');
  let leadCount = 0;
  const lead = () => {
    leadCount += 1;
    return `00000000-0000-4000-8000-${String(leadCount).padStart(12, '0')}`;
  };

  const query = (request: Request) => new URL(request.url).searchParams;
  const locale = (request: Request) => localeOf(query(request).get('locale'));
  // As the API: the course calls carry no locale (spec §7) and the courses are Russian.
  const courseLocale = (request: Request) =>
    query(request).has('locale') ? locale(request) : 'ru';
  const listPage = (request: Request, items: readonly Item[]) => {
    const params = query(request);
    const limit = int(params.get('limit'));
    return limit ? paginate(items, int(params.get('page')) ?? 1, limit) : items;
  };
  const detail = (path: string, kind: ContentKindName, what: string) =>
    http.get(`${API}/${path}`, ({ request, params }) => {
      const key = String(params['key']);
      const item = seedItems(kind, locale(request)).find(
        (candidate) => String(candidate[contentKinds[kind].key]) === key,
      );
      return item ? HttpResponse.json({ data: item }) : notFound(`${what} ${key}`);
    });
  const plainList = (path: string, kind: ContentKindName) =>
    http.get(`${API}/${path}`, ({ request }) =>
      HttpResponse.json({ data: seedItems(kind, locale(request)) }),
    );
  async function jsonBody(request: Request): Promise<Record<string, unknown>> {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    return { ...body, locale: localeOf(body['locale'] ?? query(request).get('locale')) };
  }

  return [
    http.get(`${API}/health/`, () =>
      HttpResponse.json({ status: 'ok', uptimeSeconds: 1, version: 'mock', database: 'mock' }),
    ),

    http.get(`${API}/banner/`, ({ request }) => {
      const params = query(request);
      const page = params.get('page');
      const code = params.get('code');
      return HttpResponse.json({
        data: seedItems('banners', locale(request)).filter(
          (item) => (!page || item['page'] === page) && (!code || item['code'] === code),
        ),
      });
    }),

    http.get(`${API}/employees/`, ({ request }) => {
      const department = query(request).get('department');
      const items = seedItems('employees', locale(request)).filter(
        (item) => !department || item['department'] === department,
      );
      return HttpResponse.json({ data: listPage(request, items) });
    }),

    http.get(`${API}/partners/`, ({ request }) => {
      const params = query(request);
      const items = seedItems('partners', locale(request)).filter(
        (item) =>
          (!params.get('category') || item['category'] === params.get('category')) &&
          (!params.get('country') || item['country'] === params.get('country')),
      );
      return HttpResponse.json({ data: listPage(request, items) });
    }),

    http.get(`${API}/regulations/`, ({ request }) => {
      const category = query(request).get('category');
      const items = seedItems('regulations', locale(request)).filter(
        (item) => !category || item['category'] === category,
      );
      return HttpResponse.json({ data: listPage(request, items) });
    }),

    plainList('division/', 'divisions'),
    http.get(`${API}/division/:id/products/`, ({ request, params }) => {
      const id = String(params['id']);
      if (!seedItems('divisions', locale(request)).some((item) => String(item['id']) === id))
        return notFound(`Division ${id}`);
      return HttpResponse.json({
        data: seedItems('products', locale(request)).filter((item) => str(item['division']) === id),
      });
    }),

    http.get(`${API}/industry/`, ({ request }) =>
      HttpResponse.json({ data: { data: seedItems('industries', locale(request)) } }),
    ),
    detail('industry-pages/:key/', 'industryPages', 'Industry page'),

    http.get(`${API}/products/`, ({ request }) => {
      const params = query(request);
      const codes = params.get('code') ? new Set(params.get('code')?.split(',')) : undefined;
      const excluded = new Set((params.get('exclude') ?? '').split(',').filter(Boolean));
      const division = int(params.get('division'));
      const industry = int(params.get('industry'));
      const items = seedItems('products', locale(request)).filter(
        (item) =>
          (!codes || codes.has(str(item['code']))) &&
          !excluded.has(str(item['code'])) &&
          (division === undefined || str(item['division']) === String(division)) &&
          (!industry || has(item['industries'], String(industry))),
      );
      const limit = int(params.get('limit')) ?? (items.length || 1);
      return HttpResponse.json({
        items: paginate(items, int(params.get('page')) ?? 1, limit).map((item) =>
          withoutKeys(item, ['details']),
        ),
        totalPages: Math.max(1, Math.ceil(items.length / limit)),
        count: items.length,
      });
    }),
    detail('product/:key/', 'products', 'Product'),

    http.get(`${API}/cases/`, ({ request }) => {
      const params = query(request);
      const industry = int(params.get('industry'));
      const product = params.get('product');
      const items = seedItems('cases', locale(request)).filter(
        (item) =>
          (!industry || str(item['industry']) === String(industry)) &&
          (!product || has(item['products'], product)),
      );
      const page = int(params.get('page')) ?? 1;
      return HttpResponse.json({
        data: {
          items: paginate(items, page, int(params.get('limit')) ?? (items.length || 1)),
          totalCount: items.length,
          page,
        },
      });
    }),
    detail('cases/:key/', 'cases', 'Case'),

    http.get(`${API}/course/program/`, ({ request }) => {
      const course = query(request).get('course');
      const programs = seedItems('courseProgram', courseLocale(request));
      if (!course) return HttpResponse.json({ data: programs });
      const program = programs.find((item) => item['code'] === course);
      return program ? HttpResponse.json({ data: program }) : notFound(`Course program ${course}`);
    }),
    http.get(`${API}/course/speakers/`, ({ request }) => {
      const course = query(request).get('course');
      return HttpResponse.json({
        data: seedItems('courseSpeakers', courseLocale(request)).filter(
          (item) => !course || item['course'] === course,
        ),
      });
    }),

    http.get(`${API}/events/`, ({ request }) => {
      const params = query(request);
      const requestLocale = locale(request);
      const at = now().getTime();
      const all = seedItems('events', requestLocale);
      const archive = archiveFlag(params, requestLocale);
      const pick = (['promo', 'topEvent', 'additional_top', 'additional'] as const).find((name) =>
        flag(params.get(name)),
      );
      let items = archive
        ? all
            .filter((item) => time(item['endDate']) < at && item[archive] === true)
            .sort((a, b) => time(b['startDate']) - time(a['startDate']))
        : all
            .filter((item) => time(item['endDate']) >= at && (!pick || item[pick] === true))
            .sort((a, b) => time(a['startDate']) - time(b['startDate']));
      const format = params.get('format');
      const industry = int(params.get('industry'));
      items = items.filter(
        (item) =>
          (!format || format === 'all' || item['format'] === format) &&
          (!industry || str(item['industry']) === String(industry)),
      );
      const page = int(params.get('page')) ?? 1;
      return HttpResponse.json({
        items: paginate(items, page, int(params.get('limit')) ?? 9),
        totalCount: items.length,
        page,
        initialLocale: requestLocale,
      });
    }),
    detail('events/:key/', 'events', 'Event'),

    http.get(`${API}/webinars/`, ({ request }) => {
      const params = query(request);
      const requestLocale = locale(request);
      const at = now().getTime();
      const archive = archiveFlag(params, requestLocale);
      const industry = int(params.get('industry'));
      const product = params.get('product');
      const ends = (item: Item) =>
        time(item['startDate']) + Number(item['durationMinutes'] ?? 60) * 60_000;
      let items = seedItems('webinars', requestLocale).filter(
        (item) =>
          (!industry || str(item['industry']) === String(industry)) &&
          (!product || has(item['products'], product)),
      );
      items = archive
        ? items
            .filter((item) => ends(item) < at && item[archive] === true)
            .sort((a, b) => time(b['startDate']) - time(a['startDate']))
        : items
            .filter((item) => ends(item) >= at)
            .sort((a, b) => time(a['startDate']) - time(b['startDate']));
      const page = int(params.get('page')) ?? 1;
      return HttpResponse.json({
        items: paginate(items, page, int(params.get('limit')) ?? 9).map((item) =>
          withoutKeys(item, ['recording']),
        ),
        totalCount: items.length,
        page,
      });
    }),

    http.get(`${API}/news/`, ({ request }) => {
      const params = query(request);
      const division = int(params.get('division'));
      const products = params.get('products');
      const flags = (['mainNews', 'topNews', 'sciences', 'additional'] as const).filter((name) =>
        flag(params.get(name)),
      );
      const items = seedItems('news', locale(request))
        .filter(
          (item) =>
            flags.every((name) => item[name] === true) &&
            (division === undefined || str(item['division']) === String(division)) &&
            (!products || has(item['products'], products)),
        )
        .sort((a, b) => time(b['date']) - time(a['date']));
      return HttpResponse.json({ data: listPage(request, items) });
    }),
    detail('news/:key/', 'news', 'News item'),

    http.post(`${API}/media/`, async ({ request }) => {
      const body = await jsonBody(request);
      const items = seedItems('media', localeOf(body['locale']))
        .filter(
          (item) =>
            (!body['type'] || item['type'] === body['type']) &&
            (!body['industry'] || str(item['industry']) === String(body['industry'])) &&
            (!body['product'] || has(item['products'], String(body['product']))) &&
            hasTag(item, body['tag']) &&
            (!body['year'] || str(item['date']).slice(0, 4) === String(body['year'])) &&
            (body['special'] === undefined || item['special'] === body['special']),
        )
        .sort((a, b) => time(b['date']) - time(a['date']));
      return HttpResponse.json({
        items: paginate(items, int(body['page'] as number) ?? 1, int(body['limit'] as number) ?? 6),
        count: items.length,
      });
    }),
    plainList('media/filters/', 'mediaFilters'),
    detail('media/:key/', 'media', 'Media item'),

    plainList('photogalleries/sections/', 'photogallerySections'),
    plainList('photogalleries/filters/', 'photogalleryFilters'),
    http.post(`${API}/photogalleries/`, async ({ request }) => {
      const body = await jsonBody(request);
      const items = seedItems('photogalleries', localeOf(body['locale']))
        .filter(
          (item) =>
            (!body['section'] || str(item['section']) === String(body['section'])) &&
            (!body['year'] || str(item['date']).slice(0, 4) === String(body['year'])) &&
            hasTag(item, body['tag']),
        )
        .sort((a, b) => time(b['date']) - time(a['date']));
      return HttpResponse.json({
        items: paginate(
          items,
          int(body['page'] as number) ?? 1,
          int(body['limit'] as number) ?? (items.length || 1),
        ),
        count: items.length,
      });
    }),
    detail('photogalleries/:key/', 'photogalleries', 'Photogallery'),

    http.get(`${API}/podcasts/`, ({ request }) => {
      const seasons = new Map<number, { season: number; title: string; items: Item[] }>();
      for (const item of seedItems('podcasts', locale(request))) {
        const season = Number(item['season']);
        if (!seasons.has(season))
          seasons.set(season, { season, title: str(item['seasonTitle']), items: [] });
        seasons.get(season)?.items.push(item);
      }
      return HttpResponse.json({
        seasons: [...seasons.values()].sort((a, b) => a.season - b.season),
      });
    }),
    detail('podcasts/:key/', 'podcasts', 'Podcast'),

    http.get(`${API}/privacy-policy/`, ({ request }) =>
      HttpResponse.json({
        success: true,
        data: seedItems('privacyPolicies', locale(request)),
        message: '',
      }),
    ),

    http.get(`${API}/seo/page/`, ({ request }) => {
      const url = query(request).get('url') ?? '';
      const parsed = new URL(/^https?:\/\//.test(url) ? url : `http://${url}`);
      let path = parsed.pathname.toLowerCase().replace(/^\/(ru|de|kz|en)(?=\/|$)/, '') || '/';
      if (!path.endsWith('/')) path += '/';
      const item = seedItems('seo', locale(request)).find(
        (candidate) => candidate['path'] === path && candidate['site'] === 'main',
      );
      return item ? HttpResponse.json({ data: { data: item } }) : notFound(`SEO entry ${path}`);
    }),

    plainList('offices/', 'offices'),
    detail('offices/:key/', 'offices', 'Office'),

    http.get(`${API}/geolocation/ip/`, ({ request }) => {
      const ip = query(request).get('ip');
      return HttpResponse.json({ data: { code: ip ? countryOf(ip) : visitorCountry } });
    }),

    http.post(`${API}/feedback/`, async ({ request }) => {
      const body = await jsonBody(request);
      const type = str(body['type']);
      const result: Record<string, string> = { id: lead() };
      if (['brochure', 'brochure-ext', 'brochure-popup', 'demo'].includes(type)) {
        const product = seedItems('products', localeOf(body['locale'])).find(
          (item) => item['code'] === body['product'],
        );
        const links = (type === 'demo' ? product?.['demo'] : product?.['brochure']) ?? {};
        Object.assign(result, links);
      } else if (type === 'webinar-popup') {
        const webinar = seedItems('webinars', localeOf(body['locale'])).find(
          (item) => item['code'] === body['event'],
        );
        // As the API answers: an ended webinar's recording, an upcoming one's registration page.
        const ended =
          webinar !== undefined &&
          time(webinar['startDate']) + Number(webinar['durationMinutes'] ?? 60) * 60_000 <
            now().getTime();
        const recording = (webinar?.['recording'] ?? {}) as Record<string, unknown>;
        if (ended && recording['password']) result['password'] = str(recording['password']);
        const link = ended ? recording['link'] : webinar?.['externalLink'];
        if (link) result['externalLink'] = str(link);
      }
      return HttpResponse.json({ success: true, data: result }, { status: 201 });
    }),
    http.post(`${API}/feedback-resume/`, () =>
      HttpResponse.json({ success: true, data: { id: lead() } }, { status: 201 }),
    ),
    http.post(`${API}/subscribe/`, () =>
      HttpResponse.json({ success: true, data: { id: lead() } }, { status: 201 }),
    ),
    http.post(`${API}/save-fingerprint/`, () =>
      HttpResponse.json({ success: true }, { status: 201 }),
    ),

    http.get('*/mock/locale/', ({ request }) => {
      const params = query(request);
      const requestLocale = localeOf(params.get('locale'));
      const result: Record<string, unknown> = {};
      for (const file of (params.get('file') ?? '').split(',').filter(Boolean)) {
        const found = localeChain[requestLocale].find(
          (candidate) => `${candidate}:${file}` in translationFiles,
        );
        if (!found)
          return HttpResponse.json(
            { code: 'not_found', message: `No translation file ${file}`, requestId: 'mock' },
            { status: 404 },
          );
        result[file] = translationFiles[`${found}:${file}`];
      }
      return HttpResponse.json({ result });
    }),
    http.get(
      '*/lastmodified.txt',
      () =>
        new HttpResponse(`${lastModified.toISOString()}\n`, {
          headers: {
            'content-type': 'text/plain; charset=utf-8',
            'last-modified': lastModified.toUTCString(),
          },
        }),
    ),
  ];
}

/** The handlers with the real clock: for Storybook and most tests. */
export const apiHandlers: HttpHandler[] = createApiHandlers();
