import { fieldErrors } from '@corp/shared/contracts';
import type { z } from 'zod';
import { HttpError } from './errors';

/**
 * Parses input with a shared contract; a failure is a 400 whose `fields` name each field's
 * message key, so the form can show its own localized text.
 */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what = 'request',
): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpError(400, `Invalid ${what}`, 'validation_failed', fieldErrors(result.error));
  }
  return result.data;
}
