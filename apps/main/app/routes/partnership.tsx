import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type { ServedPartner } from '@corp/shared/contracts';
import {
  PartnershipPage,
  loadBannerPage,
  partnerCountryNames,
} from '@corp/sites/main/feature-company';
import { optional, seoMeta } from '@corp/shared/document';

/** Spec §2.2 `/partnership/` (English only, §2.5): the partner programme and the partners. */
export async function loader(args: LoaderFunctionArgs) {
  const {
    page,
    results: [partners],
  } = await loadBannerPage(args, {
    banner: 'partnership',
    title: 'partnership.title',
    description: 'partnership.programmeLead',
    requests: (locale) => [['getPartners', { locale }]],
  });
  const list = optional<ServedPartner[]>(partners, []);
  // Named on the server: the page's code carries no country list (issue 17).
  return { ...page, partners: list, countryNames: partnerCountryNames(list, page.locale) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function PartnershipRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <PartnershipPage {...page} />;
}
