import type { Locale } from '@corp/shared/i18n';

/** The locales of the Asia page (spec §2.1: Kazakh exists for asia only). */
export type AsiaLocale = Extract<Locale, 'ru' | 'kz'>;

/**
 * Spec §7 "products … locale ru on the Asia kz page": Kazakh has no product texts, so the kz page
 * reads the product cards in Russian (and marks them so, `lang="ru"`).
 */
export const productsLocaleOf = (locale: AsiaLocale): Locale => (locale === 'kz' ? 'ru' : locale);
