import { useState } from 'react';
import { useLocation } from 'react-router';
import type { SiteChromeProps } from '@corp/shared/document';
import { useIslandPage, usePublicConfig } from '@corp/shared/document';
import type { Locale } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/routing';
import {
  useMarketingEvents,
  useMarketingPage,
  useRouteAnalyticsHits,
  useRouteEvents,
  useWebVitals,
} from '../analytics/useMarketingEvents';
import { LayoutIsland } from '../Layouts/layout-islands';
import { LayoutNavigation } from '../Layouts/LayoutNavigation';
import { PageChrome } from './PageChrome';

/**
 * The analytics hits, the marketing events (spec §7) and the field data (Core Web Vitals, issue
 * 46) of every page. A leaf of its own: its
 * consent hook reads the cookies after hydration (the server's HTML never depends on them), and
 * the re-render that follows is this component's alone, not the whole page's.
 */
function SiteAnalytics({ site, locale }: { site: SiteName; locale: Locale }) {
  useRouteAnalyticsHits(usePublicConfig().analyticsId);
  useMarketingEvents(site, locale);
  useWebVitals(site);
  return null;
}

/** The same on an island page (ADR 0032): what it sends, resolved here, given to a part. */
function IslandAnalytics({ site, locale }: { site: SiteName; locale: Locale }) {
  const { pathname, search } = useLocation();
  const events = useRouteEvents(site, locale);
  const [pageType] = useState(useMarketingPage(site)?.name);
  return (
    <LayoutIsland
      name="PageAnalytics"
      props={{ site, url: `${pathname}${search}`, events, pageType }}
    />
  );
}

/**
 * What every site puts around its pages (`createSiteRoot({ Chrome: SiteChrome })` of
 * `@corp/shared/document`): the site's links followed by the router, the cookie alert and the
 * notifications, the analytics.
 */
export function SiteChrome({ site, locale, children }: SiteChromeProps) {
  const Analytics = useIslandPage() ? IslandAnalytics : SiteAnalytics;
  return (
    <>
      <LayoutNavigation>
        <PageChrome locale={locale}>{children}</PageChrome>
      </LayoutNavigation>
      <Analytics site={site} locale={locale} />
    </>
  );
}
