import { defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate } from '@corp/shared/i18n';
import de from './locales/de.json';
import en from './locales/en.json';
import kz from './locales/kz.json';
import ru from './locales/ru.json';

export type LayoutTexts = typeof en;
export type LayoutTranslate = FeatureTranslate<LayoutTexts>;

/** The texts of the header, footer and side menu (namespace `layout`; de → en, kz → ru). */
export const useLayoutTexts = defineNamespace('layout', { en, ru, de, kz });
