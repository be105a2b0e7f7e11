import { fieldErrors } from '@corp/shared/contracts';
import { z } from 'zod';
import { HttpError } from './errors';

// The shared contracts are zod/mini, which loads no locale: the server words their issues (invalid
// content at start-up, a response outside its contract) in zod's English, as zod classic does.
z.config(z.locales.en());

/**
 * Parses input with a shared contract; a failure is a 400 whose `fields` name each field's
 * message key, so the form can show its own localized text.
 */
export function parseOr400<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  what = 'request',
): z.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) {
    throw new HttpError(400, `Invalid ${what}`, 'validation_failed', fieldErrors(result.error));
  }
  return result.data;
}
