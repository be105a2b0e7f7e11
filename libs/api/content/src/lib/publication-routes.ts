import { paginate, parseOr400, queryFlag, queryInt } from '@corp/api/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  bodyWithLocale,
  describe,
  has,
  hasTag,
  listQuery,
  localeOnly,
  localeQuery,
  optionalText,
  str,
  time,
  yearOf,
} from './content-route-kit';
import type { ContentRouteKit, Item } from './content-route-kit';

/** News, media, photogalleries and podcasts (spec §7). */
export const publicationRoutes: FastifyPluginAsync<ContentRouteKit> = async (app, kit) => {
  const { q, list, detail } = kit;

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

  detail(app, '/news/:id/', 'news', 'News item', 'One news item');

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

  detail(app, '/media/:code/', 'media', 'Media item', 'One media item');

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
  detail(app, '/photogalleries/:id/', 'photogalleries', 'Photogallery', 'One photogallery');

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
  detail(app, '/podcasts/:id/', 'podcasts', 'Podcast', 'One podcast episode');
};
