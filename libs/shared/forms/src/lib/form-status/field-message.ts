import type { ValidationMessageKey } from '@corp/shared/contracts';

/** The `validation` namespace's translate function, as `useTranslation('validation')` gives it. */
type Translate = (key: string, options: { context: string }) => string;

/**
 * A message key's text for one field: the field's own text where the namespace has one
 * (i18next's context, `require-single_phone`: "enter a phone number"), else the key's
 * (`require-single`: "specify a value").
 */
export function fieldMessage(
  message: unknown,
  key: string | undefined,
  field: string,
): string | undefined {
  return key ? (message as Translate)(key as ValidationMessageKey, { context: field }) : undefined;
}
