import type { Locale } from '@corp/shared/i18n';
import { pageHref } from '@corp/shared/document';

/** Files the API serves next to the pages: never prefixed, never routed. */
const FILE_PATH = /^\/(download|images|api)\//;

/**
 * The address of a main-site page for a visitor reading `locale`, as the URL resolver serves it
 * (the layout's `pageHref`): `/about/hr/` in ru is `/ru/about/hr/`, a page missing in a locale
 * falls back (German has four pages, partnership is English only). An anchor or a query stays on
 * the address; files and other hosts pass unchanged.
 */
export function sitePath(path: string, locale: Locale): string {
  if (!isRoutedPath(path)) return path;
  const split = path.search(/[?#]/);
  const pathname = split < 0 ? path : path.slice(0, split);
  const rest = split < 0 ? '' : path.slice(split);
  return `${pageHref(pathname, locale)}${rest}`;
}

/** An address the site's router can follow without reloading the document. */
export function isRoutedPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !FILE_PATH.test(href);
}
