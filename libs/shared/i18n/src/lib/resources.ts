import enCommon from '../locales/en/common.json';
import enUi from '../locales/en/ui.json';
import enMedia from '../locales/en/media.json';
import enControls from '../locales/en/controls.json';
import enForms from '../locales/en/forms.json';
import enValidation from '../locales/en/validation.json';
import enErrors from '../locales/en/errors.json';

/**
 * The shared namespaces. English is the reference: its files type the keys
 * (`CustomTypeOptions` in i18next-types.ts), and it is in the bundle, being every locale's last
 * fallback. Other locales may miss keys and fall back (kz → ru → en, de → en); each is a chunk
 * of its own (resources.<locale>.ts), loaded through i18next's backend (create-i18n.ts) only by
 * the pages that need it.
 * `locale-files.test.ts` keeps the files in line.
 *
 * - `common`, `ui`, `controls`, `media`: shared page parts.
 * - `forms`: field labels, placeholders, buttons, policy checkbox, success texts (spec §3–§5).
 * - `validation`: the message keys the contracts' schemas emit (`validationMessageKeys`).
 * - `errors`: the error catalogue (spec §2.6, §8).
 */
export const englishResources = {
  common: enCommon,
  ui: enUi,
  controls: enControls,
  media: enMedia,
  forms: enForms,
  validation: enValidation,
  errors: enErrors,
};
export type Namespace = keyof typeof englishResources;
export const namespaces = Object.keys(englishResources) as Namespace[];
