import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import en from './en.json';
import ru from './ru.json';

/** The admin's languages: English (the default) and Russian. */
export type AdminLanguage = 'en' | 'ru';
export const adminLanguages: readonly AdminLanguage[] = ['en', 'ru'];
export const ADMIN_NAMESPACE = 'admin';
/** Where the user's choice is remembered (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'corp-admin-language';

export const isAdminLanguage = (value: unknown): value is AdminLanguage =>
  value === 'en' || value === 'ru';

/** Texts other admin libraries add under their own namespace (feature-content's `content`). */
const extraTexts: { namespace: string; texts: Record<AdminLanguage, object> }[] = [];
const instances = new Set<I18n>();

/** Adds a library's texts (one namespace, en and ru) to every admin i18n instance. */
export function registerAdminTexts(namespace: string, texts: Record<AdminLanguage, object>) {
  extraTexts.push({ namespace, texts });
  for (const instance of instances)
    for (const language of adminLanguages)
      instance.addResourceBundle(language, namespace, texts[language], true, true);
}

/** An i18next instance with every admin text, in `language`. */
export function createAdminI18n(language: AdminLanguage = 'en'): I18n {
  const resources: Resource = { en: { admin: en }, ru: { admin: ru } };
  for (const { namespace, texts } of extraTexts)
    for (const lang of adminLanguages) (resources[lang] ??= {})[namespace] = texts[lang];
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...adminLanguages],
    ns: [ADMIN_NAMESPACE, ...extraTexts.map(({ namespace }) => namespace)],
    defaultNS: ADMIN_NAMESPACE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instances.add(instance);
  return instance;
}

/** The remembered language, English when none was chosen or storage is unavailable. */
export function storedLanguage(): AdminLanguage {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isAdminLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

export interface AdminI18nProviderProps {
  /** A fixed language (stories, tests); unset, the remembered one. */
  language?: AdminLanguage;
  children: ReactNode;
}

/** Gives the admin's texts to everything inside and keeps `<html lang>` in step. */
export function AdminI18nProvider({ language, children }: AdminI18nProviderProps) {
  const [instance] = useState(() => createAdminI18n(language ?? storedLanguage()));
  useEffect(() => {
    if (language && instance.language !== language) void instance.changeLanguage(language);
  }, [instance, language]);
  useEffect(() => {
    const follow = (lng: string) => {
      document.documentElement.lang = lng;
    };
    follow(instance.language);
    instance.on('languageChanged', follow);
    return () => instance.off('languageChanged', follow);
  }, [instance]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

/** The current language and a setter that also remembers the choice. */
export function useAdminLanguage(): [AdminLanguage, (language: AdminLanguage) => void] {
  const { i18n } = useTranslation(ADMIN_NAMESPACE as 'common');
  const language = isAdminLanguage(i18n.language) ? i18n.language : 'en';
  const choose = useMemo(
    () => (next: AdminLanguage) => {
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  return [language, choose];
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends `${infer Base}_${PluralSuffix}`
      ? `${P}${Base}`
      : `${P}${K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the admin's texts (the English file), plural forms by their base key. */
export type AdminTextKey = Leaves<typeof en> | `kinds.${string}`;

/**
 * `t` over the admin namespace, keys checked against the English texts. (The sites' i18next
 * types describe their own namespaces only, so the admin's `t` is typed here.)
 */
export type AdminT = (key: AdminTextKey, options?: Record<string, unknown>) => string;

export function useAdminT(): AdminT {
  const { t } = useTranslation(ADMIN_NAMESPACE as 'common');
  return t as unknown as AdminT;
}
