import { z } from 'zod/mini';

/**
 * A policy of the footer's privacy dropdown (`GET /api/v1/privacy-policy/`, spec §2.8): its
 * label, the PDF under `/download/` and the PDF's language (the link's `hreflang`; a label names a
 * document in another language than the list's, "Datenschutzerklärung (auf Englisch)").
 */
export const privacyPoliciesItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  file: z.string().check(z.regex(/^\/download\/[\w-]+\.pdf$/, 'must be /download/<name>.pdf')),
  language: z.enum(['en', 'ru', 'de']),
});
export type PrivacyPoliciesItem = z.infer<typeof privacyPoliciesItemSchema>;
