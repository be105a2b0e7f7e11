import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type { ServedCourseProgram, ServedCourseSpeaker } from '@corp/shared/contracts';
import { CoursePage, companyText } from '@corp/main/feature-company';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  required,
  seoMeta,
  seoRequest,
} from '@corp/shared/layout';

const COURSE = 'machine' as const;

/** Spec §2.2 `/machine/` on the main site: the digital-production course, its programme and speakers. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, program, speakers] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getCourseProgram', { course: COURSE }],
    ['getCourseSpeakers', { course: COURSE }],
  ]);
  const data = required<ServedCourseProgram>(program);
  return {
    locale,
    course: COURSE,
    program: data,
    speakers: optional<ServedCourseSpeaker[]>(speakers, []),
    seo: pageSeo('main', request, locale, seo, {
      title: data.title,
      description: companyText(locale, 'course.lead.machine'),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function MachineRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <CoursePage {...page} />;
}
