import type { Page } from '@playwright/test';

/*
 * What a page says in which language, read in the browser (issue 16, issue 42 point 10): a text
 * in another language than the page's says so with `lang` on its element or an ancestor (WCAG
 * 3.1.2), and a link to a page in another language says so with `hreflang`.
 */

export interface PageText {
  text: string;
  /** The language its element declares (the nearest `lang`), without a region: `en`, `kk`. */
  lang: string;
}

/**
 * Every piece of visible text of the page (one entry per text node, white space collapsed), with
 * the language its element declares (the nearest `lang`: a Russian course block on an English
 * page says `lang="ru"`, WCAG 3.1.2).
 */
export function visibleTexts(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const texts: { text: string; lang: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, noscript, template')) continue;
      if (!element.getClientRects().length || getComputedStyle(element).visibility === 'hidden')
        continue;
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
      texts.push({ text, lang: lang.split('-')[0] ?? '' });
    }
    return texts;
  });
}

const CYRILLIC = /[\u0400-\u04ff]/;
/** A word of two Latin letters or more ("cm", "day"): one letter is a variable or a list mark. */
const LATIN_WORD = /[A-Za-z]{2,}/;

/** The text without the names kept as they are in every language, e-mail addresses and URLs. */
function withoutNames(text: string, names: readonly string[]): string {
  let rest = text;
  for (const name of names) rest = rest.split(name).join(' ');
  return rest.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
}

/**
 * Text in another script than the language its element declares: Cyrillic in English or German
 * text; Latin words without any Cyrillic in Russian or Kazakh text ("±10 cm", "1 day" on the
 * Kazakh page). `names` (products, the company, people, the language switch) are taken out first;
 * give them longest first.
 */
export function otherScriptTexts(texts: readonly PageText[], names: readonly string[]): string[] {
  return texts
    .filter(({ text, lang }) => {
      const rest = withoutNames(text, names);
      if (lang === 'en' || lang === 'de') return CYRILLIC.test(rest);
      if (lang === 'ru' || lang === 'kk') return !CYRILLIC.test(rest) && LATIN_WORD.test(rest);
      return false;
    })
    .map(({ text }) => text);
}

/**
 * The links of the page (menus closed or open, footer lists) to a page of the site in another
 * language than the document's that do not say so with `hreflang`, as "text → href". A page's
 * language is its path's prefix (spec §2.1: `/de/…`, `/ru/…`, `/kz/…`, else English); files,
 * anchors and other origins are not pages.
 */
export function unmarkedOtherLanguageLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang.split('-')[0] === 'kk' ? 'kz' : '';
    const own = pageLanguage || document.documentElement.lang.split('-')[0] || 'en';
    const found: string[] = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const href = link.getAttribute('href') ?? '';
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const path = href.split(/[?#]/)[0] ?? '';
      if (/\.[a-z][a-z0-9]*$/i.test(path)) continue;
      const target = /^\/(ru|de|kz)(?:\/|$)/i.exec(path)?.[1]?.toLowerCase() ?? 'en';
      if (target === own || link.hasAttribute('hreflang')) continue;
      found.push(`${(link.textContent ?? '').replace(/\s+/g, ' ').trim()} → ${href}`);
    }
    return [...new Set(found)];
  });
}
