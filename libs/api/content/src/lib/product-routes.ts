import { paginate, queryInt } from '@corp/api/core';
import { COURSE_CODES, localeField } from '@corp/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { describe, has, listQuery, optionalText, str } from './content-route-kit';
import type { ContentRouteKit } from './content-route-kit';

/** Products, customer cases and the course landings (spec §7). */
export const productRoutes: FastifyPluginAsync<ContentRouteKit> = async (app, kit) => {
  const { q, list, one, detail } = kit;

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

  detail(app, '/product/:code/', 'products', 'Product', 'One product with its page details');

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

  detail(app, '/cases/:code/', 'cases', 'Case', 'One case');

  // ── course landings (no locale: the courses are Russian) ─────────────────────────────────
  // §7: the course calls carry no locale; the courses are taught in Russian, so that is the
  // default here (an explicit locale still wins).
  const courseQuery = z.object({
    locale: z.preprocess((value) => value ?? 'ru', localeField),
    course: z.enum(COURSE_CODES, { message: 'wrong-value' }).optional(),
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
};
