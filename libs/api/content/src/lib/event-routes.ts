import { paginate, queryFlag, queryInt } from '@corp/api/core';
import { webinarEndsAt } from '@corp/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  archiveFlagOf,
  describe,
  has,
  listQuery,
  optionalText,
  str,
  time,
} from './content-route-kit';
import type { ContentRouteKit, Item } from './content-route-kit';

/** Events and webinars: upcoming, or the archive kept for a language (spec §7). */
export const eventRoutes: FastifyPluginAsync<ContentRouteKit> = async (app, kit) => {
  const { now, q, list, detail } = kit;

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

  detail(app, '/events/:code/', 'events', 'Event', 'One event');

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
};
