import { z } from 'zod/mini';
import { isoDateSchema } from './common.schema';

export const REGULATION_CATEGORIES = ['policy', 'certificate', 'code', 'statement'] as const;

/** A corporate document (`GET /api/v1/regulations/`): policy, certificate, code of conduct. */
export const regulationsItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  category: z.enum(REGULATION_CATEGORIES),
  date: isoDateSchema,
  file: z
    .string()
    .check(
      z.regex(/^\/download\/regulations\/[\w-]+\.pdf$/, 'must be /download/regulations/<name>.pdf'),
    ),
});
export type RegulationsItem = z.infer<typeof regulationsItemSchema>;
