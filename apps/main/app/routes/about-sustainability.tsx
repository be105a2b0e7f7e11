import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
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
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, regulations] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getRegulations', { locale }],
  ]);
  return {
    locale,
    regulations: optional<ServedRegulation[]>(regulations, []),
    seo: pageSeo('main', request, locale, seo, {
      title: companyText(locale, 'sustainability.title'),
      description: companyText(locale, 'sustainability.lead'),
    }),
  };
}

/** The sections of the header’s section menu / the side menu, in the page’s HTML (see `sectionsHandle`). */
export const handle = sectionsHandle<typeof loader>((page) =>
  sustainabilityAnchors(useCompanyTexts(), page),
);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function SustainabilityRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <SustainabilityPage {...page} />;
}
