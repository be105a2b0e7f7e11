import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type { ServedDivision, ServedEmployee, ServedOffice } from '@corp/shared/contracts';
import { HrPage, loadBannerPage } from '@corp/sites/main/feature-company';
import { optional, seoMeta } from '@corp/shared/document';

/** Spec §2.2 `/about/hr/`: careers — values, hiring teams, people, cities, how we hire. */
export async function loader(args: LoaderFunctionArgs) {
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

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function HrRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <HrPage {...page} />;
}
