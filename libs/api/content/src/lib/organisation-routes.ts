import { paginate, parseOr400 } from '@corp/api/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  describe,
  idParam,
  listQuery,
  localeOnly,
  localeQuery,
  optionalText,
  str,
} from './content-route-kit';
import type { ContentRouteKit } from './content-route-kit';

/** Banners, employees, partners, regulations, divisions and industries (spec §7). */
export const organisationRoutes: FastifyPluginAsync<ContentRouteKit> = async (app, kit) => {
  const { q, list, one, detail } = kit;

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
    app,
    '/industry-pages/:code/',
    'industryPages',
    'Industry page',
    'One industry page (/industries/{code}/): hero, body sections and its products',
  );
};
