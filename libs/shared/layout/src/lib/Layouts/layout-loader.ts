import type {
  ClientLoaderFunctionArgs,
  RouterContextProvider,
  ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Locale } from '@corp/shared/i18n';
import { loadQueries, localeOfPath } from '@corp/shared/document';
import { emptyLayoutData, layoutDataOf, layoutRequests } from './layout-data';
import type { LayoutData } from './layout-data';

export interface LayoutLoaderOptions {
  /** The locale of the API calls when it is not the page's (spec §2.5: idp pages ask in ru). */
  apiLocale?: Locale;
}

/** The page's locale from its URL (`/ru/…` → ru, unprefixed → en). */
export function layoutLocaleOf(url: string): Locale {
  return localeOfPath(new URL(url).pathname, 'en');
}

/**
 * A layout route's `loader`: the header's and footer's lists in one round of calls (offices,
 * privacy policies, industries, divisions, and the footer's 30 products unless the locale is de).
 * A failing list is left empty; nothing here fails the page.
 */
export async function loadLayoutData(
  context: Readonly<RouterContextProvider>,
  request: Request,
  { apiLocale }: LayoutLoaderOptions = {},
): Promise<LayoutData> {
  const locale = layoutLocaleOf(request.url);
  try {
    const results = await loadQueries(context, layoutRequests(apiLocale ?? locale));
    return layoutDataOf(locale, results);
  } catch {
    return emptyLayoutData(locale);
  }
}

/**
 * A layout's data is loaded once per page load: navigations inside the site keep it, unless
 * they change the locale (which changes every text of the header and footer).
 */
export function layoutShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return localeOfPath(currentUrl.pathname, 'en') !== localeOfPath(nextUrl.pathname, 'en');
}

const browserCache = new Map<string, LayoutData>();

function cacheKey(data: Pick<LayoutData, 'locale'>, apiLocale?: Locale) {
  return `${data.locale}:${apiLocale ?? data.locale}`;
}

/** Keeps the data the server rendered with, so another layout of the same locale reuses it. */
export function rememberLayoutData(data: LayoutData, apiLocale?: Locale): void {
  if (typeof document !== 'undefined') browserCache.set(cacheKey(data, apiLocale), data);
}

/**
 * A layout route's `clientLoader`: moving to a page of another layout reuses the lists this
 * page load already has, and asks the server only for a locale not seen yet.
 */
export function createLayoutClientLoader({ apiLocale }: LayoutLoaderOptions = {}) {
  return async function clientLoader({
    request,
    serverLoader,
  }: ClientLoaderFunctionArgs): Promise<LayoutData> {
    const key = cacheKey({ locale: layoutLocaleOf(request.url) }, apiLocale);
    const cached = browserCache.get(key);
    if (cached) return cached;
    const data = (await serverLoader()) as LayoutData;
    browserCache.set(key, data);
    return data;
  };
}

/** Forgets the remembered data (tests). */
export function clearLayoutDataCache(): void {
  browserCache.clear();
}
