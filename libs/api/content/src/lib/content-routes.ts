import { describeWithZod } from '@corp/api/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contentRouteKit } from './content-route-kit';
import type { ContentReader, ContentRoutesOptions } from './content-route-kit';
import { eventRoutes } from './event-routes';
import { organisationRoutes } from './organisation-routes';
import { productRoutes } from './product-routes';
import { publicationRoutes } from './publication-routes';
import { siteInfoRoutes } from './site-info-routes';

export type { ContentReader, ContentRoutesOptions } from './content-route-kit';
export { seoTarget } from './site-info-routes';

/**
 * Every GET and content POST of spec §7, answered from the content store: one plugin per group
 * of content kinds, registered in the order the OpenAPI document lists them.
 */
export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (
  app: FastifyInstance,
  options,
) => {
  describeWithZod(app);
  const { store } = options;
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
  const kit = contentRouteKit(options, (request) => readers.get(request) ?? store);
  for (const routes of [
    organisationRoutes,
    productRoutes,
    eventRoutes,
    publicationRoutes,
    siteInfoRoutes,
  ])
    await app.register(routes, kit);
};
