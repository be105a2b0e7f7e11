import { useTranslation } from 'react-i18next';
import { registerAdminTexts, useAdminLanguage } from '@corp/admin/feature-shell';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

export const ADMIN_LEADS_NAMESPACE = 'adminLeads';

// The admin speaks English and Russian: both join every admin i18n instance.
registerAdminTexts(ADMIN_LEADS_NAMESPACE, { en, ru });

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends `${infer Base}_${PluralSuffix}`
      ? `${P}${Base}`
      : `${P}${K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the inbox's texts (the English file), plural forms by their base key. */
export type LeadsTextKey = Leaves<typeof en>;
export type LeadsT = (key: LeadsTextKey, options?: Record<string, unknown>) => string;

/** `t` over the inbox's texts (namespace `adminLeads`), keys checked against English. */
export function useLeadsTexts(): LeadsT {
  const { t } = useTranslation(ADMIN_LEADS_NAMESPACE as never);
  return t as unknown as LeadsT;
}

/** Dates and sizes in the admin's language. */
export function useLeadsFormat() {
  const [language] = useAdminLanguage();
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    language,
    dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : ''),
    size: (bytes: number) => formatSize(bytes, language),
  };
}

/** `120 KB`, `2.4 MB`: the size of a file as people read it. */
export function formatSize(bytes: number, language = 'en'): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
