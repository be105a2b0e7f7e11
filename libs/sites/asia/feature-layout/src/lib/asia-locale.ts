import type { Locale } from '@corp/shared/i18n';

/** The Asia site's locales (spec §1: Russian and Kazakh). */
export const asiaLocales = ['ru', 'kz'] as const satisfies readonly Locale[];
export type AsiaLocale = (typeof asiaLocales)[number];

/** The page's locale from its path: `/kz/…` is Kazakh, anything else Russian (§2.5). */
export function asiaLocaleOfPath(pathname: string): AsiaLocale {
  return pathname.split('/')[1] === 'kz' ? 'kz' : 'ru';
}
