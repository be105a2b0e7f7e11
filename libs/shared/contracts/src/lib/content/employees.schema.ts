import { z } from 'zod/mini';
import { imageSchema } from './common.schema';

/** A person shown on the about and HR pages (`GET /api/v1/employees/`). */
export const employeesItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  position: z.string().check(z.minLength(1)),
  department: z.string().check(z.minLength(1)),
  quote: z.string().check(z.minLength(20)),
  photo: imageSchema,
});
export type EmployeesItem = z.infer<typeof employeesItemSchema>;
