import { z } from 'zod/mini';

/**
 * The fixed marketing industry list of spec §3 (`GET /api/v1/industry/`), used by the industry
 * select of the contact forms: 1 Mechanical engineering and metalworking, 2 Oil and gas,
 * 3 Process industries, 4 Mining, 5 Energy and utilities, 6 Other. `path` is the industry page
 * (`/industries/metalworking/`), null when there is none.
 */
export const industriesItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.gte(1), z.lte(6)),
  name: z.string().check(z.minLength(1)),
  path: z.nullable(
    z.string().check(z.regex(/^\/industries\/[a-z0-9-]+\/$/, 'must be /industries/<code>/')),
  ),
});
export type IndustriesItem = z.infer<typeof industriesItemSchema>;
