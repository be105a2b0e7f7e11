import { z } from 'zod/mini';
import { imageSchema } from './common.schema';

export const COURSE_CODES = ['machine', 'mount'] as const;

/**
 * A course programme (`GET /api/v1/course/program/`): `machine` is the digital-production
 * course (the /2.0/ landing), `mount` the digital-mining practicum (the /praktikum/ landing).
 */
export const courseProgramItemSchema = z.strictObject({
  code: z.enum(COURSE_CODES),
  title: z.string().check(z.minLength(1)),
  durationWeeks: z.number().check(z.int(), z.positive()),
  format: z.string().check(z.minLength(1)),
  modules: z
    .array(
      z.strictObject({
        title: z.string().check(z.minLength(1)),
        description: z.string().check(z.minLength(1)),
        lessons: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
        hours: z.number().check(z.int(), z.positive()),
      }),
    )
    .check(z.minLength(5), z.maxLength(8)),
  /** The course's own picture in its page's hero (tools/art). */
  image: imageSchema,
});
export type CourseProgramItem = z.infer<typeof courseProgramItemSchema>;
