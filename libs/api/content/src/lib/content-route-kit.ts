import { jsonSchemaOf, notFound, pagingQuery, parseOr400 } from '@corp/api/core';
import { localeField } from '@corp/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ContentLocale } from './content-files';
import type { ContentItem, ContentStore } from './content-store';
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

export type Item = ContentItem;
export const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));
export const time = (value: unknown) => new Date(str(value)).getTime();
export const yearOf = (value: unknown) => str(value).slice(0, 4);
export const has = (list: unknown, value: string) =>
  Array.isArray(list) && list.map(String).includes(value);
/** A tag filter matches a tag's id or its name. */
export const hasTag = (item: Item, tag: string | number | undefined) =>
  tag === undefined ||
  tag === '' ||
  (Array.isArray(item['tags']) &&
    (item['tags'] as { id: number; name: string }[]).some(
      (candidate) => String(candidate.id) === String(tag) || candidate.name === String(tag),
    ));

/** The archive flag a list query asks for: explicit, or by `archive` in the request's language. */
export function archiveFlagOf(query: {
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
export const bodyWithLocale = (request: FastifyRequest) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return { ...body, locale: body['locale'] ?? (request.query as { locale?: unknown }).locale };
};

export const localeQuery = { locale: localeField };
export const localeOnly = z.object(localeQuery);
export const listQuery = z.object({ ...localeQuery, ...pagingQuery });
/**
 * An item's id in a path: canonical decimal only. `01`, `1e0`, `0x1`, ` 1` or `1.0` are as
 * malformed as `abc` (400), where a number coercion read them all as item 1.
 */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, { message: 'wrong-value' })
    .transform(Number),
});
const codeParam = z.object({
  code: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,100}$/i, { message: 'wrong-value' }),
});
export const optionalText = z.string().trim().max(100, { message: 'too-long' }).optional();

/** A route's OpenAPI description: the content tag, a summary, its query or body schema. */
export function describe(summary: string, query?: z.ZodType, body?: z.ZodType) {
  return {
    schema: {
      tags: ['content'],
      summary,
      ...(query ? { querystring: jsonSchemaOf(query) } : {}),
      ...(body ? { body: jsonSchemaOf(body) } : {}),
    },
  };
}

/** What every group of content routes reads through: the options and the request's reader. */
export interface ContentRouteKit {
  options: ContentRoutesOptions;
  now: () => Date;
  /** The request's query, parsed by `schema` (400 on a mismatch). */
  q: <S extends z.ZodType>(schema: S, request: FastifyRequest) => z.output<S>;
  /** The store, or what this request reads instead (a preview's drafts). */
  readerOf: (request: FastifyRequest) => ContentReader;
  list: (request: FastifyRequest, kind: string, locale: ContentLocale) => Promise<Item[]>;
  /** One item of `kind`; unknown → 404 naming `what`. */
  one: (
    request: FastifyRequest,
    kind: string,
    locale: ContentLocale,
    key: string | number,
    what: string,
  ) => Promise<Item>;
  /** `GET <url>` of one item by `:code` (a slug) or `:id` (a number); unknown → 404. */
  detail: (app: FastifyInstance, url: string, kind: string, what: string, summary: string) => void;
}

/** The kit of the content routes over `readerOf` (the store or a request's own reader). */
export function contentRouteKit(
  options: ContentRoutesOptions,
  readerOf: (request: FastifyRequest) => ContentReader,
): ContentRouteKit {
  const q = <S extends z.ZodType>(schema: S, request: FastifyRequest) =>
    parseOr400(schema, request.query, 'query');
  const list = (request: FastifyRequest, kind: string, locale: ContentLocale) =>
    readerOf(request).list(kind, locale);
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
  const detail = (
    app: FastifyInstance,
    url: string,
    kind: string,
    what: string,
    summary: string,
  ) => {
    app.get(url, describe(summary, localeOnly), async (request) => {
      const query = q(localeOnly, request);
      const key = url.includes(':id')
        ? parseOr400(idParam, request.params, 'path').id
        : parseOr400(codeParam, request.params, 'path').code;
      return { data: await one(request, kind, query.locale, key, what) };
    });
  };
  return { options, now: options.now ?? (() => new Date()), q, readerOf, list, one, detail };
}
