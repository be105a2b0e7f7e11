import { z } from 'zod';

/**
 * A policy of the footer's privacy dropdown (`GET /api/v1/privacy-policy/`, spec §2.8): its
 * label and the PDF under `/download/`.
 */
export const privacyPoliciesItemSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  file: z.string().regex(/^\/download\/[\w-]+\.pdf$/, 'must be /download/<name>.pdf'),
});
export type PrivacyPoliciesItem = z.infer<typeof privacyPoliciesItemSchema>;
