import type { LoaderFunctionArgs } from 'react-router';
import type { ServedCourseProgram, ServedCourseSpeaker } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  required,
  seoRequest,
} from '@corp/shared/document';
import type { SiteName } from '@corp/shared/contracts';
import type { CourseCode } from '../course-registration';
import { courseText } from '../course-texts';

export interface CoursePageLoadOptions {
  /** The site serving the page: `main` (the default) or the course's own host. */
  site?: SiteName;
  /** The page's locale; by default the path's (`/ru/machine/` is ru, `/machine/` en). */
  locale?: Locale;
}

/**
 * The course page's data, on the main site (`/machine/`, `/mount/`) and on the course landings
 * (`/2.0/`, `/praktikum/`): its programme (the page's 404 when the API has none) and speakers.
 */
export async function loadCoursePage(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  course: CourseCode,
  { site = 'main', locale: fixedLocale }: CoursePageLoadOptions = {},
) {
  const locale = fixedLocale ?? localeOfPath(new URL(request.url).pathname, 'en');
  // Spec §7: the course calls carry no locale, and the API answers in Russian, the landings'
  // language; the main site's pages ask in their own (`/machine/` in English, issue 42).
  const courseLocale = site === 'main' ? { locale } : {};
  const [seo, program, speakers] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getCourseProgram', { course, ...courseLocale }],
    ['getCourseSpeakers', { course, ...courseLocale }],
  ]);
  const data = required<ServedCourseProgram>(program);
  return {
    locale,
    course,
    program: data,
    speakers: optional<ServedCourseSpeaker[]>(speakers, []),
    seo: pageSeo(site, request, locale, seo, {
      title: data.title,
      description: await courseText(locale, `course.lead.${course}`),
    }),
  };
}
