import { defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate } from '@corp/shared/i18n';
import de from './locales/de.json';
import en from './locales/en.json';
import kz from './locales/kz.json';
import ru from './locales/ru.json';

export type ConsentTexts = typeof en;
export type ConsentTranslate = FeatureTranslate<ConsentTexts>;

/** The cookie alert's texts (namespace `consent`; de → en, kz → ru). */
export const useConsentTexts = defineNamespace('consent', { en, ru, de, kz });
