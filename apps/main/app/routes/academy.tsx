import type { Route } from './+types/academy';
import type {
  ServedCourseProgram,
  ServedCourseSpeaker,
  ServedNewsItem,
} from '@corp/shared/contracts';
import { AcademyPage, academyAnchors, useCompanyTexts } from '@corp/sites/main/feature-company';
import { loadBannerPage } from '@corp/sites/main/feature-company/server';
import { optional, seoMeta } from '@corp/shared/document';
import { sectionsHandle } from '@corp/shared/layout';
import { toNewsTeaser } from '@corp/shared/page-parts';

/** Spec §2.2 `/academy/`: the courses (programme and speakers) and academy news. */
export async function loader(args: Route.LoaderArgs) {
  const {
    page,
    results: [machine, mount, speakers, news],
  } = await loadBannerPage(args, {
    banner: 'academy',
    title: 'academy.title',
    description: 'academy.coursesLead',
    requests: (locale) => [
      // In the page's language (the courses' own landings call without one, in Russian).
      ['getCourseProgram', { course: 'machine', locale }],
      ['getCourseProgram', { course: 'mount', locale }],
      ['getCourseSpeakers', { locale }],
      ['getNews', { locale, sciences: true, limit: 3 }],
    ],
  });
  const programs = [machine, mount]
    .map((result) => optional<ServedCourseProgram | null>(result, null))
    .filter((program): program is ServedCourseProgram => program !== null);
  return {
    ...page,
    programs,
    speakers: optional<ServedCourseSpeaker[]>(speakers, []),
    news: optional<ServedNewsItem[]>(news, []).map(toNewsTeaser),
  };
}

/** The sections of the header’s section menu / the side menu, in the page’s HTML (see `sectionsHandle`). */
export const handle = {
  ...sectionsHandle<typeof loader>((page) => academyAnchors(useCompanyTexts(), page)),
};

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AcademyRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <AcademyPage {...page} />;
}
