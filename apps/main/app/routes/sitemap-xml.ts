import type { Route } from './+types/sitemap-xml';
import { loadQueries, optional, sitemapXml } from '@corp/shared/document';
import { mainDefinition } from '@corp/sites/main/definition';

/** The pages with a fixed path: every page row of the main site without a `{parameter}`. */
const fixedPaths = mainDefinition.pages
  .filter((row) => !row.path.includes('{'))
  .map((row) => row.path);

interface Coded {
  code: string;
}

/**
 * `/sitemap.xml`: every page of the main site in each of its locales with hreflang alternates,
 * including the detail pages of media, events, cases and podcasts from the API (a list that
 * fails is left out, never the whole sitemap).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const [media, events, archive, cases, podcasts] = await loadQueries(context, [
    ['getMedia', { locale: 'en', limit: 100 }],
    ['getEvents', { locale: 'en', limit: 100 }],
    ['getEvents', { locale: 'en', limit: 100, showAfterEndEn: true }],
    ['getCases', { locale: 'en', limit: 100 }],
    ['getPodcasts', { locale: 'en' }],
  ]);
  const detailPaths = [
    ...optional<{ items: (Coded & { special?: boolean; type?: string })[] }>(media, {
      items: [],
    }).items.map((item) =>
      item.special || item.type === 'special'
        ? `/news/media/special/${item.code}/`
        : `/news/media/${item.code}/`,
    ),
    ...[events, archive].flatMap((list) =>
      optional<{ items: Coded[] }>(list, { items: [] }).items.map(
        (event) => `/events/${event.code}/`,
      ),
    ),
    ...optional<{ items: Coded[] }>(cases, { items: [] }).items.map(
      (item) => `/cases/${item.code}/`,
    ),
    ...optional<{ items: { id: number }[] }[]>(podcasts, []).flatMap((season) =>
      season.items.map((podcast) => `/news/podcasts/${podcast.id}/`),
    ),
  ];
  return new Response(sitemapXml(origin, 'main', [...fixedPaths, ...detailPaths]), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
