import type { Locale } from './locales';
import enCommon from '../locales/en/common.json';
import enUi from '../locales/en/ui.json';
import enMedia from '../locales/en/media.json';
import enControls from '../locales/en/controls.json';
import ruCommon from '../locales/ru/common.json';
import ruUi from '../locales/ru/ui.json';
import ruMedia from '../locales/ru/media.json';
import ruControls from '../locales/ru/controls.json';
import deCommon from '../locales/de/common.json';
import deUi from '../locales/de/ui.json';
import deMedia from '../locales/de/media.json';
import deControls from '../locales/de/controls.json';
import kzCommon from '../locales/kz/common.json';
import kzUi from '../locales/kz/ui.json';
import kzMedia from '../locales/kz/media.json';
import kzControls from '../locales/kz/controls.json';

/**
 * Every namespace of every locale. English is the reference: its files type the keys
 * (`CustomTypeOptions` in i18next.d.ts); other locales may miss keys and fall back.
 */
export const englishResources = {
  common: enCommon,
  ui: enUi,
  controls: enControls,
  media: enMedia,
};
export type Namespace = keyof typeof englishResources;
export const namespaces = Object.keys(englishResources) as Namespace[];

type LocaleResources = { [N in Namespace]: Record<string, unknown> };

export const resources: Record<Locale, LocaleResources> = {
  en: englishResources,
  ru: { common: ruCommon, ui: ruUi, controls: ruControls, media: ruMedia },
  de: { common: deCommon, ui: deUi, controls: deControls, media: deMedia },
  kz: { common: kzCommon, ui: kzUi, controls: kzControls, media: kzMedia },
};
