/** The site's locales (spec §2.1). `en` is the default and has no URL prefix. */
export const locales = ['en', 'ru', 'de', 'kz'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Spec §2.5: a language outside en, ru, de, kz becomes en. */
export function normalizeLocale(value: unknown): Locale {
  const candidate = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return isLocale(candidate) ? candidate : defaultLocale;
}

/**
 * The site says `kz`; BCP 47 (Intl, `<html lang>`, hreflang) says `kk`. Browsers ship no Kazakh
 * data, so formatting for kz must come from our own tables; this only names the tag.
 */
export function toLanguageTag(locale: Locale): string {
  return locale === 'kz' ? 'kk' : locale;
}

/** Missing translations fall back: kz → ru, de → en, ru → en. */
export const fallbackChain: Readonly<Record<Locale, readonly Locale[]>> = {
  en: [],
  ru: ['en'],
  de: ['en'],
  kz: ['ru', 'en'],
};

/** `<html lang>` for a page in `locale` (`kz` → `kk`). */
export function htmlLang(locale: Locale): string {
  return toLanguageTag(locale);
}

/**
 * The `lang` of a content item served in another locale than the page's (an item without a text
 * of its own in the page's language falls back, spec §7), so that screen readers read it in its
 * own language (WCAG 3.1.2, language of parts); `undefined` when it is in the page's language.
 */
export function itemLang(item: { initialLocale?: string }, locale: Locale): string | undefined {
  const own = item.initialLocale;
  if (!own || own === locale || !isLocale(own)) return undefined;
  return toLanguageTag(own);
}

/** The `hreflang` value of a page's alternate in `locale` (`kz` → `kk`). */
export function hreflang(locale: Locale): string {
  return toLanguageTag(locale);
}

/** The locale whose URL the `x-default` alternate points to: English, the unprefixed default. */
export const xDefaultLocale: Locale = defaultLocale;

export interface HreflangAlternate {
  hreflang: string;
  href: string;
}

/**
 * `<link rel="alternate">` entries for a page available in `available`: one per locale plus
 * `x-default`, which points to the English URL when the page has one.
 */
export function hreflangAlternates(
  hrefFor: (locale: Locale) => string,
  available: readonly Locale[] = locales,
): HreflangAlternate[] {
  const alternates = locales
    .filter((locale) => available.includes(locale))
    .map((locale) => ({ hreflang: hreflang(locale), href: hrefFor(locale) }));
  if (available.includes(xDefaultLocale)) {
    alternates.push({ hreflang: 'x-default', href: hrefFor(xDefaultLocale) });
  }
  return alternates;
}

/** The site's locale of a BCP 47 tag (`<html lang>`): `kk` → `kz`; anything else unknown → `en`. */
export function localeOfLanguageTag(tag: string | null | undefined): Locale {
  const language = (tag ?? '').split('-')[0]?.toLowerCase();
  return language === 'kk' ? 'kz' : normalizeLocale(language);
}
