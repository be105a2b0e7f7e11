import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import { hreflang } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { sitePathLocale } from '@corp/shared/routing';
import { LanguageMark } from '@corp/shared/ui';

/** The page's locale, for the links that say when they lead elsewhere (`useOtherLanguage`). */
const LinkLanguageContext = createContext<Locale | null>(null);

/**
 * Makes the layout's links and the page's links to the site say when they lead to a page in
 * another language than the visitor's (issue 42: German exists for four pages, spec §2.1, and
 * the German menus lead to English pages for the rest): `hreflang`, and a language code after
 * the text with "auf Englisch" for screen readers (`LanguageMark`). Provided by the main site's
 * layout for its page's locale; none for a layout whose links are in one language whatever the
 * path (the Russian-DIP layout).
 */
export function LinkLanguageProvider({
  locale,
  children,
}: {
  locale: Locale | undefined;
  children: ReactNode;
}) {
  return <LinkLanguageContext value={locale ?? null}>{children}</LinkLanguageContext>;
}

/** What a link adds when it leads to a page or a document in another language. */
export interface OtherLanguage {
  hrefLang: string;
  mark: ReactNode;
}

/**
 * The other language of the page a link leads to (see `LinkLanguageProvider`), or undefined when
 * it is the visitor's, the link leaves the site's pages, or no layout provides the page's locale.
 * A document's link names its language (`documentLanguage`: the English policy PDF).
 */
export function useOtherLanguage(
  href: string,
  documentLanguage?: Locale,
): OtherLanguage | undefined {
  const locale = use(LinkLanguageContext);
  if (!locale) return undefined;
  const target = documentLanguage ?? sitePathLocale(href);
  // The main site has no Kazakh page to lead to.
  if (!target || target === locale || target === 'kz') return undefined;
  return { hrefLang: hreflang(target), mark: <LanguageMark language={target} /> };
}
