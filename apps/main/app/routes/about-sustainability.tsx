import type { Route } from './+types/about-sustainability';
import type { ServedRegulation } from '@corp/shared/contracts';
import {
  SustainabilityPage,
  companyText,
  sustainabilityAnchors,
  useCompanyTexts,
} from '@corp/sites/main/feature-company';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  seoMeta,
  seoRequest,
} from '@corp/shared/document';
import { sectionsHandle } from '@corp/shared/layout';

/** Spec §2.2 `/about/sustainability/`: principles and the regulations (`GET /regulations/`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, regulations] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getRegulations', { locale }],
  ]);
  return {
    locale,
    regulations: optional<ServedRegulation[]>(regulations, []),
    seo: pageSeo('main', request, locale, seo, {
      title: await companyText(locale, 'sustainability.title'),
      description: await companyText(locale, 'sustainability.lead'),
    }),
  };
}

/** The sections of the header’s section menu / the side menu, in the page’s HTML (see `sectionsHandle`). */
export const handle = {
  ...sectionsHandle<typeof loader>((page) => sustainabilityAnchors(useCompanyTexts(), page)),
};

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function SustainabilityRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <SustainabilityPage {...page} />;
}
