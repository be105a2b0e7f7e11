import type { Route } from './+types/about';
import type {
  ServedDivision,
  ServedEmployee,
  ServedOffice,
  ServedProduct,
} from '@corp/shared/contracts';
import {
  AboutPage,
  aboutAnchors,
  toDivision,
  toDivisionProduct,
  toOfficeCity,
  useCompanyTexts,
} from '@corp/sites/main/feature-company';
import { loadBannerPage } from '@corp/sites/main/feature-company/server';
import { loadQueries, optional, seoMeta } from '@corp/shared/document';
import { sectionsHandle } from '@corp/shared/layout';

/**
 * Spec §2.2 `/about/` (also `/ru/about/` and `/de/about/`): figures, divisions, people, offices;
 * a division's products as the links it lists, the offices as the cities.
 */
export async function loader(args: Route.LoaderArgs) {
  const {
    page,
    results: [divisionsResult, employees, offices],
  } = await loadBannerPage(args, {
    banner: 'about',
    title: 'about.title',
    description: 'about.divisionsLead',
    requests: (locale) => [
      ['getDivisions', { locale }],
      ['getEmployees', { locale, limit: 6 }],
      ['getOffices', { locale }],
    ],
  });
  const divisions = optional<ServedDivision[]>(divisionsResult, []);
  const productResults = await loadQueries(
    args.context,
    divisions.map(
      (division) => ['getDivisionProducts', { locale: page.locale, id: division.id }] as const,
    ),
  );
  const divisionProducts = Object.fromEntries(
    divisions.map((division, index) => [
      division.id,
      optional<ServedProduct[]>(productResults[index], []).map(toDivisionProduct),
    ]),
  );
  return {
    ...page,
    divisions: divisions.map(toDivision),
    divisionProducts,
    employees: optional<ServedEmployee[]>(employees, []),
    offices: optional<ServedOffice[]>(offices, []).map(toOfficeCity),
  };
}

/** The sections of the header’s section menu / the side menu, in the page’s HTML (see `sectionsHandle`). */
export const handle = {
  ...sectionsHandle<typeof loader>((page) => aboutAnchors(useCompanyTexts(), page)),
};

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <AboutPage {...page} />;
}
