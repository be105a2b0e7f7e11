import { z } from 'zod/mini';

/**
 * A policy of the footer's privacy dropdown (`GET /api/v1/privacy-policy/`, spec §2.8): its
 * label and the PDF under `/download/`.
 */
export const privacyPoliciesItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  file: z.string().check(z.regex(/^\/download\/[\w-]+\.pdf$/, 'must be /download/<name>.pdf')),
});
export type PrivacyPoliciesItem = z.infer<typeof privacyPoliciesItemSchema>;
