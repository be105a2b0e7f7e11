import { z } from 'zod';
import { imageSchema } from './common.schema';
import { COURSE_CODES } from './course-program.schema';

/** A course speaker (`GET /api/v1/course/speakers/`), filtered by `course`. */
export const courseSpeakersItemSchema = z.strictObject({
  id: z.number().int().positive(),
  course: z.enum(COURSE_CODES),
  name: z.string().min(1),
  position: z.string().min(1),
  company: z.string().min(1),
  bio: z.string().min(1),
  photo: imageSchema,
});
export type CourseSpeakersItem = z.infer<typeof courseSpeakersItemSchema>;
