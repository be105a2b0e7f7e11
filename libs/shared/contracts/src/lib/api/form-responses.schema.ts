import { z } from 'zod/mini';
import { industriesItemSchema } from '../content/industries.schema';
import { feedbackResultSchema } from '../feedback-result.schema';
import { dataEnvelope, servedItem } from './envelopes.schema';

/*
 * The response bodies a form reads (spec §7): the industry list of its select and the lead
 * calls. Apart from the content responses (responses.schema.ts), so that a form's chunk does not
 * carry and build every content schema.
 */

export const servedIndustrySchema = servedItem(industriesItemSchema);
/** `GET /api/v1/industry/`: reads `data.data`. */
export const industriesResponseSchema = dataEnvelope(dataEnvelope(z.array(servedIndustrySchema)));

/** `POST /api/v1/feedback/` (201): reads `data.downloadLink`, filename … externalLink. */
export const feedbackResponseSchema = z.strictObject({
  success: z.literal(true),
  data: feedbackResultSchema,
});
/** `POST /api/v1/feedback-resume/` and `POST /api/v1/subscribe/` (201). */
export const leadCreatedResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({ id: z.string() }),
});
/** `POST /api/v1/save-fingerprint/` (201). */
export const fingerprintResponseSchema = z.strictObject({ success: z.literal(true) });
