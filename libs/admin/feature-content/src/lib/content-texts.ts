import { defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate, TextKey } from '@corp/shared/i18n';
import en from '../locales/en.json';

export const ADMIN_CONTENT_NAMESPACE = 'adminContent';

/**
 * The content editor's texts (namespace `adminContent`): the admin speaks English and Russian;
 * English types the keys and is in the bundle, Russian is a chunk of its own.
 */
export const useContentTexts = defineNamespace(ADMIN_CONTENT_NAMESPACE, {
  en,
  ru: () => import('../locales/ru.json'),
});

export type ContentTranslate = FeatureTranslate<typeof en>;
export type ContentTextKey = TextKey<typeof en>;
