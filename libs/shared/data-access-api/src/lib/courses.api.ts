import { courseProgramResponseSchema, courseSpeakersResponseSchema } from '@corp/shared/contracts';
import type {
  ApiLocale,
  COURSE_CODES,
  ServedCourseProgram,
  ServedCourseSpeaker,
} from '@corp/shared/contracts';
import { baseApi } from './base-api';
import { reads } from './response';

/** The course programmes (content codes, one per course landing); their calls carry no locale (spec §7). */
export type CourseCode = (typeof COURSE_CODES)[number];

/**
 * A course call's own `locale`: the course landings (their own hosts, in Russian) call without
 * one, as spec §7 says, and the API answers in Russian, the courses' language; a page of the main
 * site in another language (the English `/academy/`, `/machine/`) asks for its own, which the
 * content carries (issue 42, point 10).
 */
const localeParam = (locale: ApiLocale | undefined) => (locale ? { locale } : {});

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /course/program/?course=…[&locale=…]`. */
    getCourseProgram: build.query<ServedCourseProgram, { course: CourseCode; locale?: ApiLocale }>({
      query: ({ course, locale }) => ({
        url: 'course/program/',
        params: { course, ...localeParam(locale) },
      }),
      responseSchema: reads(courseProgramResponseSchema, (body) => body.data),
      providesTags: (_result, _error, { course }) => [{ type: 'Course', id: course }],
    }),
    /** `GET /course/speakers/?course=…[&locale=…]`. */
    getCourseSpeakers: build.query<
      ServedCourseSpeaker[],
      { course?: CourseCode; locale?: ApiLocale }
    >({
      query: ({ course, locale }) => ({
        url: 'course/speakers/',
        params: { course, ...localeParam(locale) },
      }),
      responseSchema: reads(courseSpeakersResponseSchema, (body) => body.data),
      providesTags: ['Course'],
    }),
  }),
});

export const { useGetCourseProgramQuery, useGetCourseSpeakersQuery } = coursesApi;
