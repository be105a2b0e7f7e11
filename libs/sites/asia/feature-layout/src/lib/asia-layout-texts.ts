import { defineNamespace } from '@corp/shared/i18n';
import type en from '../locales/en.json';

/**
 * The Asia layout's own texts (namespace `asiaLayout`); the rest (skip link, copyright, cookie
 * settings …) are the shared layout's, which has Kazakh too.
 */
export const useAsiaLayoutTexts = defineNamespace<typeof en>('asiaLayout', {
  en: () => import('../locales/en.json'),
  ru: () => import('../locales/ru.json'),
  kz: () => import('../locales/kz.json'),
});
