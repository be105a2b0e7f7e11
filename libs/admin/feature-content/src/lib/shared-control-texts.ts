import { loadTexts, siteI18n } from '@corp/shared/i18n';
import { englishTexts } from '@corp/shared/i18n/english';
import { registerAdminTexts } from '@corp/admin/feature-shell';

/**
 * The design system's own texts (`controls`: the select's placeholder, the textarea's counter;
 * `ui`: the dialog's close button) in the admin's i18n: English at once, Russian once its chunk
 * of the shared texts has loaded.
 */
const SHARED = ['controls', 'ui'] as const;

for (const namespace of SHARED) {
  const en = englishTexts[namespace];
  registerAdminTexts(namespace, { en, ru: en });
}

void loadTexts('ru').then(() => {
  for (const namespace of SHARED) {
    const ru = siteI18n().getResourceBundle('ru', namespace) as object | undefined;
    if (ru) registerAdminTexts(namespace, { en: englishTexts[namespace], ru });
  }
});
