import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type { PodcastSeason, ServedBanner } from '@corp/shared/contracts';
import { TechpodPage, companyText } from '@corp/main/feature-company';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  seoMeta,
  seoRequest,
} from '@corp/shared/layout';

/** Spec §2.2 `/techpod/` (Russian only, §2.5): the techpod's talks, season by season. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'ru');
  const [seo, banners, seasons] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getBanners', { locale, code: 'techpod' }],
    ['getPodcasts', { locale }],
  ]);
  const banner = optional<ServedBanner[]>(banners, [])[0] ?? null;
  return {
    locale,
    banner,
    seasons: optional<PodcastSeason[]>(seasons, []),
    seo: pageSeo('main', request, locale, seo, {
      title: banner?.title ?? companyText(locale, 'techpod.title'),
      description: banner?.text ?? companyText(locale, 'techpod.ctaText'),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function TechpodRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <TechpodPage {...page} />;
}
