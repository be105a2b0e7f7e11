import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type {
  ServedBanner,
  ServedDivision,
  ServedEmployee,
  ServedOffice,
} from '@corp/shared/contracts';
import { HrPage, companyText } from '@corp/main/feature-company';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  seoMeta,
  seoRequest,
} from '@corp/shared/layout';

/** Spec §2.2 `/about/hr/`: careers — values, hiring teams, people, cities, how we hire. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, banners, divisions, employees, offices] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getBanners', { locale, code: 'hr' }],
    ['getDivisions', { locale }],
    ['getEmployees', { locale, limit: 6 }],
    ['getOffices', { locale }],
  ]);
  const banner = optional<ServedBanner[]>(banners, [])[0] ?? null;
  return {
    locale,
    banner,
    divisions: optional<ServedDivision[]>(divisions, []),
    employees: optional<ServedEmployee[]>(employees, []),
    offices: optional<ServedOffice[]>(offices, []),
    seo: pageSeo('main', request, locale, seo, {
      title: banner?.title ?? companyText(locale, 'hr.title'),
      description: banner?.text ?? companyText(locale, 'hr.resumeLead'),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function HrRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <HrPage {...page} />;
}
