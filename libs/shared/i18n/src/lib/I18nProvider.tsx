import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { pageI18n } from './create-i18n';
import type { Locale } from './locales';
import { namespaces } from './resources';

export interface I18nProviderProps {
  locale: Locale;
  children: ReactNode;
}

/**
 * Gives `useTranslation(ns)` below it the page's locale. The page's texts are loaded before it
 * renders (`loadTexts` before hydration); a locale not loaded yet (a navigation into another
 * language) suspends (react-i18next's `useTranslation`) until the shared namespaces' chunks
 * arrive, so no key ever shows instead of its text. Every provider in a locale shares its
 * instance (`pageI18n`).
 */
export function I18nProvider({ locale, children }: I18nProviderProps) {
  const instance = pageI18n(locale);
  useTranslation(namespaces, { i18n: instance });
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
