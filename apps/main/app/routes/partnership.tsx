import type { Route } from './+types/partnership';
import type { ServedPartner } from '@corp/shared/contracts';
import { PartnershipPage, partnerCountryNames } from '@corp/sites/main/feature-company';
import { loadBannerPage } from '@corp/sites/main/feature-company/server';
import { optional, seoMeta } from '@corp/shared/document';

/** Spec §2.2 `/partnership/` (English only, §2.5): the partner programme and the partners. */
export async function loader(args: Route.LoaderArgs) {
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

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function PartnershipRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <PartnershipPage {...page} />;
}
