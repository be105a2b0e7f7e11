import { z } from 'zod/mini';
import { apiLocales } from '../leads.constants';

/**
 * The one error body of every API response that is not a success (the server's `ApiError`):
 * `message` is what the error notification shows (spec §8), `fields` map a form field to a
 * validation message key on 400.
 */
export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The locale a content item was actually read in (kz → ru → en, de → en fallbacks). */
export const initialLocaleSchema = z.enum(apiLocales);

type ServedShape<Shape extends z.core.$ZodShape> = z.core.util.Extend<
  Shape,
  { initialLocale: typeof initialLocaleSchema }
>;

/**
 * A content item as the API serves it: the stored item plus the `initialLocale` it came from.
 * Refinements and strictness of the item contract are kept.
 */
export function servedItem<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  item: z.ZodMiniObject<Shape, Config>,
): z.ZodMiniObject<ServedShape<Shape>, Config> {
  // TypeScript cannot resolve safeExtend's overlap check for a generic shape; no item contract
  // has an `initialLocale` of its own, so the extension never overlaps.
  const served = z.safeExtend(item as z.ZodMiniObject, { initialLocale: initialLocaleSchema });
  return served as unknown as z.ZodMiniObject<ServedShape<Shape>, Config>;
}

/** `{ data: … }`, the envelope of most content calls. */
export function dataEnvelope<S extends z.core.$ZodType>(data: S) {
  return z.strictObject({ data });
}
