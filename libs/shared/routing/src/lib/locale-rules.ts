// Only type imports from other libs: `app-routes.ts` (loaded by apps' `routes.ts`) imports this.
import type { Locale } from '@corp/shared/i18n';
import type { ForcedLocaleRule } from './site-definition';

/** §2.5: the cookie that stores the chosen locale. */
export const LOCALE_COOKIE = 'locale';
/** §2.1: a cookie of this name (any value) switches the locale-cookie redirect off. */
export const NO_REDIRECT_COOKIE = 'noRedirect';
/** §2.1: the no-redirect query parameter (any value, `?noRedirect` or `?noRedirect=1`). */
export const NO_REDIRECT_QUERY = 'noRedirect';
/** §2.5: a `locale` cookie holding this value (any case) is removed. */
export const NO_REDIRECT_COOKIE_VALUE = 'noredirect';

/** Whether a rule with an optional page path applies to the page at `appPath`. */
export function appliesTo(rule: { path?: string }, appPath: string): boolean {
  return rule.path === undefined || rule.path === appPath;
}

/** §2.1 locales of a page, restricted by the site's §2.5 forced rules that apply to it. */
export function forcedLocalesOf(
  rules: readonly ForcedLocaleRule[],
  appPath: string,
  pageLocales: readonly Locale[],
): readonly Locale[] {
  let locales = pageLocales;
  for (const rule of rules) {
    if (appliesTo(rule, appPath)) locales = locales.filter((l) => rule.locales.includes(l));
  }
  return locales;
}
