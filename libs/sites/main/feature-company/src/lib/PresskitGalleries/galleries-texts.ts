import { defineNamespace } from '@corp/shared/i18n';
import type en from './locales/en.json';

/**
 * The press kit galleries' own texts (namespace `galleries`: the filters, the count, the empty
 * list), apart from the company pages' (`company`): the part loads them with its code, and a page
 * loads only the texts of what it renders (ADR 0032).
 */
export const useGalleriesTexts = defineNamespace<typeof en>('galleries', {
  en: () => import('./locales/en.json'),
  ru: () => import('./locales/ru.json'),
});
