import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './create-i18n';
import type { Locale } from './locales';

export interface I18nProviderProps {
  locale: Locale;
  children: ReactNode;
}

/** Gives `useTranslation(ns)` below it the page's locale. */
export function I18nProvider({ locale, children }: I18nProviderProps) {
  const instance = useMemo(() => createI18n(locale), [locale]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
