import { useTranslation } from 'react-i18next';
import type { FeatureTranslate, TextKey } from '@corp/shared/i18n';
import { registerAdminTexts } from '@corp/admin/feature-shell';
import en from '../locales/en.json';
import './shared-control-texts';
import ru from '../locales/ru.json';

export const ADMIN_CONTENT_NAMESPACE = 'adminContent';

// The admin speaks English and Russian: both join every admin i18n instance.
registerAdminTexts(ADMIN_CONTENT_NAMESPACE, { en, ru });

export type ContentTranslate = FeatureTranslate<typeof en>;
export type ContentTextKey = TextKey<typeof en>;

/** `t` over the content editor's texts (namespace `adminContent`), keys checked against English. */
export function useContentTexts(): ContentTranslate {
  const { t } = useTranslation(ADMIN_CONTENT_NAMESPACE as never);
  return t as unknown as ContentTranslate;
}
