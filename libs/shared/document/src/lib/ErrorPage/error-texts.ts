import { addNamespace, fallbackChain, siteI18n } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { useTranslation } from 'react-i18next';
import type { ErrorPageTexts } from './ErrorPage';
import en from './locales/en.json';

const NAMESPACE = 'errorPage';

/**
 * Spec §2.6: the error page's texts, one file per locale, a namespace of the site's i18next
 * instance: the page's locale loads with its page (`loadTexts`); English is at hand as the last
 * fallback (the server renders the page; no island imports it). The page may render outside the
 * page's `I18nProvider` (the root's error boundary), so it reads the site's instance itself.
 */
addNamespace(NAMESPACE, {
  en,
  ru: () => import('./locales/ru.json'),
  de: () => import('./locales/de.json'),
  kz: () => import('./locales/kz.json'),
});

/** The error page's texts in `locale`, or in its nearest loaded fallback. */
export function errorPageTextsIn(locale: Locale): ErrorPageTexts {
  for (const each of [locale, ...fallbackChain[locale]]) {
    const texts = siteI18n().getResourceBundle(each, NAMESPACE) as ErrorPageTexts | undefined;
    if (texts) return texts;
  }
  return en;
}

/** The error page's texts in `locale`, waiting (suspending) for them if they are not loaded. */
export function useErrorPageTexts(locale: Locale): ErrorPageTexts {
  useTranslation(NAMESPACE as never, { i18n: siteI18n(), lng: locale });
  return errorPageTextsIn(locale);
}

export { errorPageTexts } from './error-texts-all';
