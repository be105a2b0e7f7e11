import { z } from 'zod/mini';

/** What a successful feedback call returns in `data` (spec §3 "Feedback response"). */
export const feedbackResultSchema = z.strictObject({
  id: z.string(),
  downloadLink: z.optional(z.string()),
  filename: z.optional(z.string()),
  extendedUri: z.optional(z.string()),
  howItWorkFileLink: z.optional(z.string()),
  howItWorkFileName: z.optional(z.string()),
  password: z.optional(z.string()),
  externalLink: z.optional(z.string()),
});
export type FeedbackResult = z.infer<typeof feedbackResultSchema>;
