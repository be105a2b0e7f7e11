import { HttpError } from './errors';

/**
 * Text PostgreSQL cannot store: a NUL character, or a lone UTF-16 surrogate (half of an emoji,
 * as a truncated paste from a phone leaves it). Checked in linear time.
 */
export function isUnstorableText(value: string): boolean {
  // `isWellFormed` (ES2024, Node 20+): false when a surrogate has no partner.
  return (
    value.includes('\u0000') || !(value as string & { isWellFormed(): boolean }).isWellFormed()
  );
}

/**
 * The first place in a parsed JSON value (object keys included) holding unstorable text, as the
 * top-level field name (`''` for the value itself), or undefined when all text is storable.
 * Iterative, so a deeply nested body costs linear time and no stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const stack: { value: unknown; field: string }[] = [{ value, field: '' }];
  while (stack.length > 0) {
    const { value: current, field } = stack.pop() as { value: unknown; field: string };
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return field;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push({ value: item, field });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemField = field === '' ? key : field;
        if (isUnstorableText(key)) return itemField;
        stack.push({ value: item, field: itemField });
      }
    }
  }
  return undefined;
}

/**
 * Throws the API's usual 400 (`validation_failed`, the field's message key `wrong-value`) when
 * `value` holds text the database cannot store, so bad input never reaches it.
 */
export function assertStorableText(value: unknown, what = 'request'): void {
  const field = findUnstorableText(value);
  if (field === undefined) return;
  throw new HttpError(
    400,
    `Invalid ${what}: text with a NUL character or a broken (unpaired) UTF-16 character`,
    'validation_failed',
    { [field || what]: 'wrong-value' },
  );
}
