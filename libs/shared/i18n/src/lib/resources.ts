/**
 * The shared namespaces. English is the reference: its files type the keys
 * (`CustomTypeOptions` in i18next-types.ts). Every locale, English too, is a chunk of its own
 * (resources.<locale>.ts), loaded through i18next's backend (create-i18n.ts) only by the pages
 * that need it; other locales may miss keys and fall back (kz → ru, de → en; Russian is
 * complete). `locale-files.test.ts` keeps the files in line.
 *
 * - `common`, `ui`, `controls`, `media`: shared page parts.
 * - `forms`: field labels, placeholders, buttons, policy checkbox, success texts (spec §3–§5).
 * - `validation`: the message keys the contracts' schemas emit (`validationMessageKeys`).
 * - `errors`: the error catalogue (spec §2.6, §8).
 */
export const namespaces = [
  'common',
  'ui',
  'controls',
  'media',
  'forms',
  'validation',
  'errors',
] as const;
export type Namespace = (typeof namespaces)[number];
