import { z } from 'zod';

/** What a successful feedback call returns in `data` (spec §3 "Feedback response"). */
export const feedbackResultSchema = z.strictObject({
  id: z.string(),
  downloadLink: z.string().optional(),
  filename: z.string().optional(),
  extendedUri: z.string().optional(),
  howItWorkFileLink: z.string().optional(),
  howItWorkFileName: z.string().optional(),
  password: z.string().optional(),
  externalLink: z.string().optional(),
});
export type FeedbackResult = z.infer<typeof feedbackResultSchema>;
