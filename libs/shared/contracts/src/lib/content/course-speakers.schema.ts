import { z } from 'zod/mini';
import { imageSchema } from './common.schema';
import { COURSE_CODES } from './course-program.schema';

/** A course speaker (`GET /api/v1/course/speakers/`), filtered by `course`. */
export const courseSpeakersItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  course: z.enum(COURSE_CODES),
  name: z.string().check(z.minLength(1)),
  position: z.string().check(z.minLength(1)),
  company: z.string().check(z.minLength(1)),
  bio: z.string().check(z.minLength(1)),
  photo: imageSchema,
});
export type CourseSpeakersItem = z.infer<typeof courseSpeakersItemSchema>;
