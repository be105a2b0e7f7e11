import type { Locale } from '@corp/shared/i18n';
import type { SiteName } from './sites';

/** §2.5: the cookie that stores the chosen locale. */
export const LOCALE_COOKIE = 'locale';
/** §2.1: a cookie of this name (any value) switches the locale-cookie redirect off. */
export const NO_REDIRECT_COOKIE = 'noRedirect';
/** §2.1: the no-redirect query parameter (any value, `?noRedirect` or `?noRedirect=1`). */
export const NO_REDIRECT_QUERY = 'noRedirect';
/** §2.5: a `locale` cookie holding this value (any case) is removed. */
export const NO_REDIRECT_COOKIE_VALUE = 'noredirect';

/**
 * §2.5 forced locales, read as "this page (or every page of this site) exists only in these
 * locales". A request under another prefix is answered by a §2.4 redirect row where one exists,
 * else 404. Rules name pages, not substrings: a news item whose code contains "asia" is not
 * forced to Russian (ADR 0006).
 */
export interface ForcedLocaleRule {
  id: string;
  site: SiteName;
  /** App path of the page; absent = every page of the site. */
  path?: string;
  locales: readonly Locale[];
  spec: string;
}

const FORCE_RU =
  '§2.5:84 "Paths or hosts containing marketplacepartners, asia, /product/artificial-lift/ or /techpod/ force ru."';
const FORCE_EN = '§2.5:85 "Artificial-lift and partnership paths force en."';

export const forcedLocaleRules: readonly ForcedLocaleRule[] = [
  {
    id: 'marketplacepartners-ru',
    site: 'main',
    path: '/product/marketplacepartners/',
    locales: ['ru'],
    spec: FORCE_RU,
  },
  { id: 'asia-page-ru', site: 'main', path: '/asia/', locales: ['ru'], spec: FORCE_RU },
  {
    id: 'asia-host-ru-kz',
    site: 'asia',
    locales: ['ru', 'kz'],
    spec: `${FORCE_RU} + §2.5:86 "The asia host with a kz path segment forces kz."`,
  },
  { id: 'techpod-page-ru', site: 'main', path: '/techpod/', locales: ['ru'], spec: FORCE_RU },
  {
    id: 'techpod-host-ru',
    site: 'techpod',
    locales: ['ru'],
    spec: `${FORCE_RU} + §2.3:59 "Techpod host: the Russian techpod page at /ru/."`,
  },
  {
    // §2.5:84 also lists artificial-lift under ru; en wins because §2.4:72 redirects the ru page
    // to the English one (ADR 0006).
    id: 'artificial-lift-en',
    site: 'main',
    path: '/product/artificial-lift/',
    locales: ['en'],
    spec: `${FORCE_EN} + §2.4:72 "| /ru/product/artificial-lift/ | /product/artificial-lift/ |"`,
  },
  { id: 'partnership-en', site: 'main', path: '/partnership/', locales: ['en'], spec: FORCE_EN },
];

/**
 * §2.1:34 and §2.5:87: a page requested under `pathLocale` without the no-redirect query or
 * cookie is redirected to the same page under the locale of the `locale` cookie, when that is
 * one of `cookieLocales`, the page exists in it and the result is not itself redirected.
 */
export interface LocaleCookieRule {
  id: string;
  site: SiteName;
  pathLocale: Locale;
  cookieLocales: readonly Locale[];
  /** App paths that never follow the cookie. */
  exempt: readonly string[];
  status: 302;
  keepQuery: true;
  spec: string;
}

export const localeCookieRules: readonly LocaleCookieRule[] = [
  {
    id: 'english-path-follows-cookie',
    site: 'main',
    pathLocale: 'en',
    cookieLocales: ['ru', 'de'],
    exempt: ['/product/dispatcher/', '/news/media/', '/idp/'],
    status: 302,
    keepQuery: true,
    spec:
      '§2.1:34 "An English path without the no-redirect query or the noRedirect cookie redirects to the locale saved in the locale cookie. Exceptions: /product/dispatcher/, /news/media/ and idp pages."' +
      ' + §2.5:87 "A locale cookie of ru wins."',
  },
  {
    // The /kz/ half of §2.4:75 in the reading of ADR 0006: a ru cookie wins over the kz path.
    id: 'asia-kz-path-follows-ru-cookie',
    site: 'asia',
    pathLocale: 'kz',
    cookieLocales: ['ru'],
    exempt: [],
    status: 302,
    keepQuery: true,
    spec: '§2.4:75 "| Regional host, / or /kz/ | /{locale}/" + §2.5:87 "A locale cookie of ru wins."',
  },
];

/** §2.5:88: the locale API requests use, when it is not the page's locale. */
export interface ApiLocaleRule {
  id: string;
  site: SiteName;
  /** App path of the page; absent = every page of the site. */
  path?: string;
  locale: Locale;
  spec: string;
}

const IDP_API = '§2.5:88 "Idp pages always use ru for requests."';

export const apiLocaleRules: readonly ApiLocaleRule[] = [
  { id: 'idp-host', site: 'idp', locale: 'ru', spec: IDP_API },
  { id: 'idp-page-on-main', site: 'main', path: '/idp/', locale: 'ru', spec: IDP_API },
];

function applies(rule: { site: SiteName; path?: string }, site: SiteName, appPath: string) {
  return rule.site === site && (rule.path === undefined || rule.path === appPath);
}

/** §2.1 locales of a page, restricted by the §2.5 forced rules that apply to it. */
export function effectiveLocales(
  site: SiteName,
  appPath: string,
  pageLocales: readonly Locale[],
): readonly Locale[] {
  let locales = pageLocales;
  for (const rule of forcedLocaleRules) {
    if (applies(rule, site, appPath)) locales = locales.filter((l) => rule.locales.includes(l));
  }
  return locales;
}

/** The locales a whole site is forced to (asia: ru, kz), or null. */
export function siteLocales(site: SiteName): readonly Locale[] | null {
  return forcedLocaleRules.find((rule) => rule.site === site && !rule.path)?.locales ?? null;
}

export function apiLocaleFor(site: SiteName, appPath: string, locale: Locale): Locale {
  return apiLocaleRules.find((rule) => applies(rule, site, appPath))?.locale ?? locale;
}

export function localeCookieRuleFor(site: SiteName, locale: Locale): LocaleCookieRule | null {
  return localeCookieRules.find((rule) => rule.site === site && rule.pathLocale === locale) ?? null;
}
