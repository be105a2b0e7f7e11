import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { Locale } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/contracts';
import {
  isSinglePageSite,
  marketingIndustryId,
  marketingPageId,
  marketingProductCode,
  parseRouteId,
  routeTable,
} from '@corp/shared/routing';
import type { MarketingEvent } from './marketing-events';
import { useAnalyticsHits, usePageEvents } from './page-analytics';
import { usePageWebVitals } from './web-vitals';

type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * The page the visitor is on, as the site's definition names it (its page rows, each with its
 * marketing id): the deepest route whose id is a page route id (`industries-code___ru`) and its
 * parameters; on a one-page site, its page. `null` where no page matched (a resource route, the
 * 404 page).
 */
export function useMarketingPage(site: SiteName): { name: string; params: RouteParams } | null {
  const matches = useMatches();
  // Every route of a one-page site is its page, whatever the route's name (the asia app names
  // its routes `asia___ru`, `asia___kz` after the page).
  if (isSinglePageSite(routeTable().definitionOf(site))) return { name: 'index', params: {} };
  const route = [...matches].reverse().find((match) => parseRouteId(match.id) !== null);
  const parsed = route ? parseRouteId(route.id) : null;
  if (parsed && route) return { name: parsed.page, params: route.params };
  return null;
}

/** The events a page sends when the visitor arrives on it. */
export function pageEvents(
  site: SiteName,
  page: { name: string; params: RouteParams },
  path: string,
  locale: Locale,
): MarketingEvent[] {
  // The site's own definition: its app's server entry registered it (`registerSites`).
  const definition = routeTable().definitionOf(site);
  const pageId = marketingPageId(definition, page.name, page.params);
  if (!pageId) return [];
  const industry = marketingIndustryId(definition, page.name, page.params);
  const code = marketingProductCode(definition, page.name, page.params);
  return [
    ['page', { pageId, path, locale, ...(industry !== undefined ? { industry } : {}) }],
    ...(code ? [['product-view', { code }] as const] : []),
  ];
}

/**
 * Spec §7: after each route change, the first page included, the marketing script gets the
 * page's send-by-page and industry event, and on a product page a product view. Pushed only
 * with marketing consent (checked at each push; see `pushMarketingEvent`). Mounted once, in the
 * site root next to `useAnalyticsHits`.
 */
export function useMarketingEvents(site: SiteName, locale: Locale): void {
  usePageEvents(useRouteEvents(site, locale));
}

/** The events of the page the router is on (`pageEvents`); none where no page matched. */
export function useRouteEvents(site: SiteName, locale: Locale): MarketingEvent[] {
  const { pathname } = useLocation();
  const page = useMarketingPage(site);
  // Computed when the page, its parameters or the locale change, not on each render of the chrome.
  const name = page?.name;
  const paramsKey = page ? JSON.stringify(page.params) : '';
  return useMemo(
    () =>
      name === undefined
        ? []
        : pageEvents(
            site,
            { name, params: JSON.parse(paramsKey) as RouteParams },
            pathname,
            locale,
          ),
    [site, name, paramsKey, pathname, locale],
  );
}

/** Spec §7 analytics hits on every navigation (`useAnalyticsHits` at the router's location). */
export function useRouteAnalyticsHits(analyticsId: string | undefined): void {
  const { pathname, search } = useLocation();
  useAnalyticsHits(analyticsId, `${pathname}${search}`);
}

/** Issue 46 goal 5: the field data, counted under the landing page's type (`usePageWebVitals`). */
export function useWebVitals(site: SiteName): void {
  usePageWebVitals(site, useMarketingPage(site)?.name);
}
