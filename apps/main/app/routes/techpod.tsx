import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type { PodcastSeason } from '@corp/shared/contracts';
import { TechpodPage, loadBannerPage } from '@corp/main/feature-company';
import { optional, seoMeta } from '@corp/shared/layout';

/** Spec §2.2 `/techpod/` (Russian only, §2.5): the techpod's talks, season by season. */
export async function loader(args: LoaderFunctionArgs) {
  const {
    page,
    results: [seasons],
  } = await loadBannerPage(args, {
    banner: 'techpod',
    title: 'techpod.title',
    description: 'techpod.ctaText',
    defaultLocale: 'ru',
    requests: (locale) => [['getPodcasts', { locale }]],
  });
  return { ...page, seasons: optional<PodcastSeason[]>(seasons, []) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function TechpodRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <TechpodPage {...page} />;
}
