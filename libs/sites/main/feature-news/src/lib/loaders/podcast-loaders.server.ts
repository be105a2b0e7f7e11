import type { PodcastSeason, ServedPodcast } from '@corp/shared/contracts';
import { loadQueries, optional, pageSeo, required, seoRequest } from '@corp/shared/document';
import { otherReleaseIds } from '../util/other-releases';
import type { NewsLoaderArgs } from './page-loader.server';
import { itemSeoFallback, listSeoFallback, notFound, pageLocale } from './page-loader.server';

/** `/news/podcasts/`: the seasons with their episodes (empty when the call failed, §8). */
export async function loadPodcastsPage({ request, context }: NewsLoaderArgs) {
  const locale = pageLocale(request);
  const [seo, podcasts] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getPodcasts', { locale }],
  ]);
  return {
    locale,
    seasons: optional<PodcastSeason[]>(podcasts, []),
    seo: pageSeo(
      'main',
      request,
      locale,
      seo,
      await listSeoFallback(locale, 'podcasts.title', 'podcasts.metaDescription'),
    ),
  };
}

/**
 * `/news/podcasts/{id}/`: the episode (`GET /podcasts/{id}/` accepts any status, §7: an unknown
 * id is the page's 404) and its three "other releases" (§4), read from the seasons list.
 */
export async function loadPodcastPage({ request, context, params }: NewsLoaderArgs) {
  const locale = pageLocale(request);
  const idText = params['id'] ?? '';
  if (!/^[1-9]\d{0,8}$/.test(idText)) notFound();
  const id = Number(idText);
  const [seo, episodeResult, podcasts] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getPodcast', { locale, id }],
    ['getPodcasts', { locale }],
  ]);
  const episode = required<ServedPodcast | null>(episodeResult) ?? notFound();
  const all = new Map(
    optional<PodcastSeason[]>(podcasts, [])
      .flatMap((season) => season.items)
      .map((item) => [item.id, item]),
  );
  const others = otherReleaseIds(id).flatMap((otherId) => {
    const other = all.get(otherId);
    return other ? [other] : [];
  });
  return {
    locale,
    episode,
    others,
    seo: pageSeo(
      'main',
      request,
      locale,
      seo,
      await itemSeoFallback(locale, episode.title, episode.description, episode.image.desktop),
    ),
  };
}
