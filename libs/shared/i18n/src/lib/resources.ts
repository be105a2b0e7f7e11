import type { Locale } from './locales';
import enCommon from '../locales/en/common.json';
import enUi from '../locales/en/ui.json';
import enMedia from '../locales/en/media.json';
import enControls from '../locales/en/controls.json';
import enForms from '../locales/en/forms.json';
import enValidation from '../locales/en/validation.json';
import enErrors from '../locales/en/errors.json';
import ruCommon from '../locales/ru/common.json';
import ruUi from '../locales/ru/ui.json';
import ruMedia from '../locales/ru/media.json';
import ruControls from '../locales/ru/controls.json';
import ruForms from '../locales/ru/forms.json';
import ruValidation from '../locales/ru/validation.json';
import ruErrors from '../locales/ru/errors.json';
import deCommon from '../locales/de/common.json';
import deUi from '../locales/de/ui.json';
import deMedia from '../locales/de/media.json';
import deControls from '../locales/de/controls.json';
import deForms from '../locales/de/forms.json';
import deValidation from '../locales/de/validation.json';
import deErrors from '../locales/de/errors.json';
import kzCommon from '../locales/kz/common.json';
import kzUi from '../locales/kz/ui.json';
import kzMedia from '../locales/kz/media.json';
import kzControls from '../locales/kz/controls.json';
import kzForms from '../locales/kz/forms.json';
import kzValidation from '../locales/kz/validation.json';
import kzErrors from '../locales/kz/errors.json';

/**
 * Every namespace of every locale. English is the reference: its files type the keys
 * (`CustomTypeOptions` in i18next-types.ts); other locales may miss keys and fall back
 * (kz → ru → en, de → en). `locale-files.test.ts` keeps the files in line.
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

type LocaleResources = { [N in Namespace]: Record<string, unknown> };

export const resources: Record<Locale, LocaleResources> = {
  en: englishResources,
  ru: {
    common: ruCommon,
    ui: ruUi,
    controls: ruControls,
    media: ruMedia,
    forms: ruForms,
    validation: ruValidation,
    errors: ruErrors,
  },
  de: {
    common: deCommon,
    ui: deUi,
    controls: deControls,
    media: deMedia,
    forms: deForms,
    validation: deValidation,
    errors: deErrors,
  },
  kz: {
    common: kzCommon,
    ui: kzUi,
    controls: kzControls,
    media: kzMedia,
    forms: kzForms,
    validation: kzValidation,
    errors: kzErrors,
  },
};
