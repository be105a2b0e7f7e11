import { courseProgramResponseSchema, courseSpeakersResponseSchema } from '@corp/shared/contracts';
import type { ServedCourseProgram, ServedCourseSpeaker } from '@corp/shared/contracts';
import { baseApi } from './base-api';
import { reads } from './response';

/** The two course landings; their calls carry no locale (spec §7). */
export type CourseCode = 'machine' | 'mount';

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /course/program/?course=…`. */
    getCourseProgram: build.query<ServedCourseProgram, { course: CourseCode }>({
      query: ({ course }) => ({ url: 'course/program/', params: { course } }),
      responseSchema: reads(courseProgramResponseSchema, (body) => body.data),
      providesTags: (_result, _error, { course }) => [{ type: 'Course', id: course }],
    }),
    /** `GET /course/speakers/?course=…`. */
    getCourseSpeakers: build.query<ServedCourseSpeaker[], { course?: CourseCode }>({
      query: ({ course }) => ({ url: 'course/speakers/', params: { course } }),
      responseSchema: reads(courseSpeakersResponseSchema, (body) => body.data),
      providesTags: ['Course'],
    }),
  }),
});

export const { useGetCourseProgramQuery, useGetCourseSpeakersQuery } = coursesApi;
