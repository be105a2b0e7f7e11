import { z } from 'zod';

/**
 * The fixed marketing industry list of spec §3 (`GET /api/v1/industry/`), used by the industry
 * select of the contact forms: 1 Mechanical engineering and metalworking, 2 Oil and gas,
 * 3 Process industries, 4 Mining, 5 Energy and utilities, 6 Other. `path` is the industry page
 * (`/industries/metalworking/`), null when there is none.
 */
export const industriesItemSchema = z.strictObject({
  id: z.number().int().min(1).max(6),
  name: z.string().min(1),
  path: z
    .string()
    .regex(/^\/industries\/[a-z0-9-]+\/$/, 'must be /industries/<code>/')
    .nullable(),
});
export type IndustriesItem = z.infer<typeof industriesItemSchema>;
