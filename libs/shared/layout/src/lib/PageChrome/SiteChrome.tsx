import type { SiteChromeProps } from '@corp/shared/document';
import { usePublicConfig } from '@corp/shared/document';
import type { Locale } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/routing';
import { useAnalyticsHits } from '../analytics/analytics';
import { useMarketingEvents } from '../analytics/useMarketingEvents';
import { useWebVitals } from '../analytics/web-vitals';
import { LayoutNavigation } from '../Layouts/LayoutLink';
import { PageChrome } from './PageChrome';

/**
 * The analytics hits, the marketing events (spec §7) and the field data (Core Web Vitals, issue
 * 46) of every page. A leaf of its own: its
 * consent hook reads the cookies after hydration (the server's HTML never depends on them), and
 * the re-render that follows is this component's alone, not the whole page's.
 */
function SiteAnalytics({ site, locale }: { site: SiteName; locale: Locale }) {
  useAnalyticsHits(usePublicConfig().analyticsId);
  useMarketingEvents(site, locale);
  useWebVitals(site);
  return null;
}

/**
 * What every site puts around its pages (`createSiteRoot({ Chrome: SiteChrome })` of
 * `@corp/shared/document`): the site's links followed by the router, the cookie alert and the
 * notifications, the analytics.
 */
export function SiteChrome({ site, locale, children }: SiteChromeProps) {
  return (
    <>
      <LayoutNavigation>
        <PageChrome locale={locale}>{children}</PageChrome>
      </LayoutNavigation>
      <SiteAnalytics site={site} locale={locale} />
    </>
  );
}
