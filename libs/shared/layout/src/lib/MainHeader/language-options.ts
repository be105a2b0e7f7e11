import type { HreflangAlternate, Locale } from '@corp/shared/i18n';
import { NO_REDIRECT_QUERY } from '@corp/shared/routing';

/** The languages the main site's switch offers (kz exists on the Asia site only). */
export const switchLocales = ['en', 'ru', 'de'] as const satisfies readonly Locale[];

/** Each language's own name, as a switch shows it whatever the page's language. */
export const languageNames: Readonly<Record<(typeof switchLocales)[number], string>> = {
  en: 'English',
  ru: 'Русский',
  de: 'Deutsch',
};

export interface LanguageOption {
  locale: (typeof switchLocales)[number];
  href: string;
}

const localeOfHreflang = (value: string): string => (value === 'kk' ? 'kz' : value);

/**
 * The same page in each language it exists in (`alternates`: the page's, or the URL resolver's,
 * `pageLanguageAlternates`). English links carry the no-redirect query, so a visitor's saved
 * locale does not send them back (§2.1).
 */
export function languageOptions(
  pathname: string,
  alternates: readonly HreflangAlternate[],
): LanguageOption[] {
  return switchLocales.flatMap((locale) => {
    const alternate = alternates.find((entry) => localeOfHreflang(entry.hreflang) === locale);
    if (!alternate) return [];
    const path = new URL(alternate.href, 'http://localhost').pathname;
    return [{ locale, href: locale === 'en' ? `${path}?${NO_REDIRECT_QUERY}` : path }];
  });
}

/** The alternates a page's loader put in its data (`{ seo: PageSeo }`), if any. */
export function alternatesInData(data: unknown): HreflangAlternate[] | undefined {
  const seo = (data as { seo?: { alternates?: unknown } } | null | undefined)?.seo;
  return Array.isArray(seo?.alternates) ? (seo.alternates as HreflangAlternate[]) : undefined;
}

/** The alternates of the deepest matched route that has some (the page's, before its layout's). */
export function pageAlternatesOf(
  matches: readonly { loaderData?: unknown }[] | null,
): HreflangAlternate[] | undefined {
  for (let index = (matches?.length ?? 0) - 1; index >= 0; index -= 1) {
    const alternates = alternatesInData(matches?.[index]?.loaderData);
    if (alternates) return alternates;
  }
  return undefined;
}
