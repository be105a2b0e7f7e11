/**
 * Validation messages are keys, never text: the forms translate them (i18n namespace
 * `validation`), the API returns them per field. The list is the spec's §5 plus length and
 * format keys.
 */
export const validationMessageKeys = [
  'required',
  'require-single',
  'wrong-number',
  'wrong-email',
  'too-long',
] as const;

export type ValidationMessageKey = (typeof validationMessageKeys)[number];
