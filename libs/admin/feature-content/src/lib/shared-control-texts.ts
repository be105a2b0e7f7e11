import { englishResources, sharedTexts } from '@corp/shared/i18n';
import type { TextPack } from '@corp/shared/i18n';
import { registerAdminTexts } from '@corp/admin/feature-shell';

/**
 * The design system's own texts (`controls`: the select's placeholder, the textarea's counter;
 * `ui`: the dialog's close button) in the admin's i18n: English at once, Russian once its chunk
 * of the shared texts has loaded.
 */
const SHARED = ['controls', 'ui'] as const;

for (const namespace of SHARED) {
  const en = englishResources[namespace];
  registerAdminTexts(namespace, { en, ru: en });
}

const loadRussian = sharedTexts.sources.ru;
if (typeof loadRussian === 'function')
  void loadRussian().then(
    (pack: TextPack) => {
      for (const namespace of SHARED) {
        const ru = pack[namespace];
        if (ru) registerAdminTexts(namespace, { en: englishResources[namespace], ru });
      }
    },
    () => undefined,
  );
