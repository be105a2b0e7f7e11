import type { LoaderFunctionArgs } from 'react-router';
import type { PodcastSeason } from '@corp/shared/contracts';
import { optional } from '@corp/shared/document';
import { loadBannerPage } from '@corp/shared/page-parts';
import type { SiteName } from '@corp/shared/contracts';
import ru from '../locales/ru.json';

/**
 * The techpod page's loader (spec §2.2 `/techpod/` on the main site, §2.3 `/ru/` of the techpod
 * host; Russian only, §2.5): its banner and the seasons with their episodes (`GET /podcasts/`).
 */
export async function loadTechpodPage(
  args: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  { site = 'main' }: { site?: SiteName } = {},
) {
  const {
    page,
    results: [seasons],
  } = await loadBannerPage(args, {
    site,
    banner: 'techpod',
    title: () => ru.title,
    description: () => ru.ctaText,
    defaultLocale: 'ru',
    requests: (locale) => [['getPodcasts', { locale }]],
  });
  return { ...page, seasons: optional<PodcastSeason[]>(seasons, []) };
}

export type TechpodPageData = Awaited<ReturnType<typeof loadTechpodPage>>;
