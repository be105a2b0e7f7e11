import type { Route } from './+types/about-hr';
import type { ServedDivision, ServedEmployee, ServedOffice } from '@corp/shared/contracts';
import { HrPage } from '@corp/sites/main/feature-company';
import { loadBannerPage } from '@corp/sites/main/feature-company/server';
import { optional, seoMeta } from '@corp/shared/document';

/** Spec §2.2 `/about/hr/`: careers — values, hiring teams, people, cities, how we hire. */
export async function loader(args: Route.LoaderArgs) {
  const {
    page,
    results: [divisions, employees, offices],
  } = await loadBannerPage(args, {
    banner: 'hr',
    title: 'hr.title',
    description: 'hr.resumeLead',
    requests: (locale) => [
      ['getDivisions', { locale }],
      ['getEmployees', { locale, limit: 6 }],
      ['getOffices', { locale }],
    ],
  });
  return {
    ...page,
    divisions: optional<ServedDivision[]>(divisions, []),
    employees: optional<ServedEmployee[]>(employees, []),
    offices: optional<ServedOffice[]>(offices, []),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function HrRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <HrPage {...page} />;
}
