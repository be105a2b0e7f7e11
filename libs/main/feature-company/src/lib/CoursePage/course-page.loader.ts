import type { LoaderFunctionArgs } from 'react-router';
import type { ServedCourseProgram, ServedCourseSpeaker } from '@corp/shared/contracts';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  required,
  seoRequest,
} from '@corp/shared/layout';
import { companyText } from '../company-texts';

/**
 * Spec §2.2 `/machine/` and `/mount/` on the main site: a course landing with its programme
 * (the page's 404 when the API has none) and speakers.
 */
export async function loadCoursePage(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  course: 'machine' | 'mount',
) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, program, speakers] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getCourseProgram', { course }],
    ['getCourseSpeakers', { course }],
  ]);
  const data = required<ServedCourseProgram>(program);
  return {
    locale,
    course,
    program: data,
    speakers: optional<ServedCourseSpeaker[]>(speakers, []),
    seo: pageSeo('main', request, locale, seo, {
      title: data.title,
      description: companyText(locale, `course.lead.${course}`),
    }),
  };
}
