import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type { ServedBanner, ServedPartner } from '@corp/shared/contracts';
import { PartnershipPage, companyText } from '@corp/main/feature-company';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  seoMeta,
  seoRequest,
} from '@corp/shared/layout';

/** Spec §2.2 `/partnership/` (English only, §2.5): the partner programme and the partners. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, banners, partners] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getBanners', { locale, code: 'partnership' }],
    ['getPartners', { locale }],
  ]);
  const banner = optional<ServedBanner[]>(banners, [])[0] ?? null;
  return {
    locale,
    banner,
    partners: optional<ServedPartner[]>(partners, []),
    seo: pageSeo('main', request, locale, seo, {
      title: banner?.title ?? companyText(locale, 'partnership.title'),
      description: banner?.text ?? companyText(locale, 'partnership.programmeLead'),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function PartnershipRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <PartnershipPage {...page} />;
}
