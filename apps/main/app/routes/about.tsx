import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type {
  ServedBanner,
  ServedDivision,
  ServedEmployee,
  ServedOffice,
  ServedProduct,
} from '@corp/shared/contracts';
import { AboutPage, aboutAnchors, companyText, useCompanyTexts } from '@corp/main/feature-company';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  seoMeta,
  seoRequest,
  usePageSections,
} from '@corp/shared/layout';

/** Spec §2.2 `/about/` (also `/ru/about/` and `/de/about/`): figures, divisions, people, offices. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, banners, divisionsResult, employees, offices] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getBanners', { locale, code: 'about' }],
    ['getDivisions', { locale }],
    ['getEmployees', { locale, limit: 6 }],
    ['getOffices', { locale }],
  ]);
  const divisions = optional<ServedDivision[]>(divisionsResult, []);
  const productResults = await loadQueries(
    context,
    divisions.map((division) => ['getDivisionProducts', { locale, id: division.id }] as const),
  );
  const divisionProducts = Object.fromEntries(
    divisions.map((division, index) => [
      division.id,
      optional<ServedProduct[]>(productResults[index], []).map(
        ({ details: _details, ...card }) => card,
      ),
    ]),
  );
  const banner = optional<ServedBanner[]>(banners, [])[0] ?? null;
  return {
    locale,
    banner,
    divisions,
    divisionProducts,
    employees: optional<ServedEmployee[]>(employees, []),
    offices: optional<ServedOffice[]>(offices, []),
    seo: pageSeo('main', request, locale, seo, {
      title: banner?.title ?? companyText(locale, 'about.title'),
      description: banner?.text ?? companyText(locale, 'about.divisionsLead'),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AboutRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  usePageSections(aboutAnchors(useCompanyTexts(), page));
  return <AboutPage {...page} />;
}
