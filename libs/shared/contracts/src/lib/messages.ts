/**
 * Validation messages are keys, never text: the forms translate them (i18n namespace
 * `validation`), the API returns them per field. The list is the spec's §5 plus length and
 * format keys, and the API-only keys for unknown fields, out-of-range values and refused files.
 */
export const validationMessageKeys = [
  'required',
  'require-single',
  'wrong-number',
  'wrong-email',
  'too-long',
  'unknown-field',
  'wrong-value',
  'wrong-file',
] as const;

export type ValidationMessageKey = (typeof validationMessageKeys)[number];
