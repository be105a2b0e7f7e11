import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type {
  ServedBanner,
  ServedCourseProgram,
  ServedCourseSpeaker,
  ServedNewsItem,
} from '@corp/shared/contracts';
import {
  AcademyPage,
  academyAnchors,
  companyText,
  useCompanyTexts,
} from '@corp/main/feature-company';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  seoMeta,
  seoRequest,
  usePageSections,
} from '@corp/shared/layout';

/** Spec §2.2 `/academy/`: the courses (programme and speakers) and academy news. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, banners, machine, mount, speakers, news] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getBanners', { locale, code: 'academy' }],
    ['getCourseProgram', { course: 'machine' }],
    ['getCourseProgram', { course: 'mount' }],
    ['getCourseSpeakers', {}],
    ['getNews', { locale, sciences: true, limit: 3 }],
  ]);
  const banner = optional<ServedBanner[]>(banners, [])[0] ?? null;
  const programs = [machine, mount]
    .map((result) => optional<ServedCourseProgram | null>(result, null))
    .filter((program): program is ServedCourseProgram => program !== null);
  return {
    locale,
    banner,
    programs,
    speakers: optional<ServedCourseSpeaker[]>(speakers, []),
    news: optional<ServedNewsItem[]>(news, []),
    seo: pageSeo('main', request, locale, seo, {
      title: banner?.title ?? companyText(locale, 'academy.title'),
      description: banner?.text ?? companyText(locale, 'academy.coursesLead'),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AcademyRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  usePageSections(academyAnchors(useCompanyTexts(), page));
  return <AcademyPage {...page} />;
}
