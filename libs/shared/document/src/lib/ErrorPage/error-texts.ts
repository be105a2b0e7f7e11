import { registerTexts, textLocales, useTextsIn } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { ErrorPageTexts } from './ErrorPage';
import en from './locales/en.json';

const NAMESPACE = 'errorPage';

/**
 * Spec §2.6: the error page's texts, one file per locale. The page may render outside the
 * translations' provider (the root's error boundary), hence its own entry in the text registry
 * rather than a namespace of the page's i18next instance; like the namespaces, English is in the
 * bundle and the other locales load with the page's locale (`loadTexts`).
 */
const errorPageEntry = registerTexts({
  en: { [NAMESPACE]: en },
  ru: () => import('./locales/ru.json').then((module) => ({ [NAMESPACE]: module.default })),
  de: () => import('./locales/de.json').then((module) => ({ [NAMESPACE]: module.default })),
  kz: () => import('./locales/kz.json').then((module) => ({ [NAMESPACE]: module.default })),
});

/** The error page's texts in `locale`, or in its nearest loaded fallback. */
export function errorPageTextsIn(locale: Locale): ErrorPageTexts {
  for (const each of textLocales(locale)) {
    const texts = errorPageEntry.packs[each]?.[NAMESPACE];
    if (texts) return texts as unknown as ErrorPageTexts;
  }
  return en;
}

/** The error page's texts in `locale`, waiting (suspending) for them if they are not loaded. */
export function useErrorPageTexts(locale: Locale): ErrorPageTexts {
  useTextsIn([errorPageEntry], locale, NAMESPACE);
  return errorPageTextsIn(locale);
}

export { errorPageTexts } from './error-texts-all';
