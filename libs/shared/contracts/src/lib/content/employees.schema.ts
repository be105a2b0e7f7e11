import { z } from 'zod';
import { imageSchema } from './common.schema';

/** A person shown on the about and HR pages (`GET /api/v1/employees/`). */
export const employeesItemSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  position: z.string().min(1),
  department: z.string().min(1),
  quote: z.string().min(20),
  photo: imageSchema,
});
export type EmployeesItem = z.infer<typeof employeesItemSchema>;
