import type { ReactNode } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { useAnalyticsHits } from '../analytics/analytics';
import { useMarketingEvents } from '../analytics/useMarketingEvents';
import type { PublicConfig } from '@corp/shared/contracts';
import { rootLoader } from './root-loader';
import { SiteNameContext } from './site-name';
import { PublicConfigContext } from '../public-config/public-config';
import type { Locale } from '@corp/shared/i18n';
import { toLanguageTag } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/routing';
import { createErrorBoundary, localeOfPath } from '../ErrorPage/ErrorPage';
import { SiteDocument } from '../SiteDocument/SiteDocument';
import { PageChrome } from '../PageChrome/PageChrome';
import { LayoutNavigation } from '../Layouts/LayoutLink';

export interface SiteRootOptions {
  /**
   * The site app (`main` by default): names its pages for the marketing events (spec §7) and,
   * through `useSiteName`, for the forms and lead dialogs.
   */
  site?: SiteName;
  locale: Locale;
  homeHref: string;
  /** The site's paths carry a locale prefix (`/ru/…`, the main site): `lang` and the error page follow it. */
  localized?: boolean;
}

/**
 * The analytics hits and the marketing events of every page (spec §7). A leaf of its own: its
 * consent hook reads the cookies after hydration (the server's HTML never depends on them), and
 * the re-render that follows is this component's alone, not the whole page's.
 */
function SiteAnalytics({
  site,
  locale,
  analyticsId,
}: {
  site: SiteName;
  locale: Locale;
  analyticsId: string | undefined;
}) {
  useAnalyticsHits(analyticsId);
  useMarketingEvents(site, locale);
  return null;
}

/**
 * The exports of a site app's `root.tsx`: the document, the outlet and the error boundary.
 *
 *   const root = createSiteRoot({ site: 'asia', locale: 'ru', homeHref: '/' });
 *   export const Layout = root.Layout;
 *   export const ErrorBoundary = root.ErrorBoundary;
 *   export const loader = root.loader;
 *   export const shouldRevalidate = root.shouldRevalidate;
 *   export default root.App;
 */
export function createSiteRoot({
  site = 'main',
  locale,
  homeHref,
  localized = false,
}: SiteRootOptions) {
  function Layout({ children }: { children: ReactNode }) {
    const { pathname } = useLocation();
    const pageLocale = localized ? localeOfPath(pathname, locale) : locale;
    return <SiteDocument lang={toLanguageTag(pageLocale)}>{children}</SiteDocument>;
  }
  function App() {
    const { pathname } = useLocation();
    const pageLocale = localized ? localeOfPath(pathname, locale) : locale;
    const config = useLoaderData<PublicConfig>() ?? {};
    return (
      <SiteNameContext.Provider value={site}>
        <PublicConfigContext.Provider value={config}>
          <LayoutNavigation>
            <PageChrome locale={pageLocale}>
              <Outlet />
            </PageChrome>
          </LayoutNavigation>
          <SiteAnalytics site={site} locale={pageLocale} analyticsId={config.analyticsId} />
        </PublicConfigContext.Provider>
      </SiteNameContext.Provider>
    );
  }
  return {
    Layout,
    App,
    ErrorBoundary: createErrorBoundary(locale, homeHref, localized, site),
    loader: (args: { request?: Request }) => rootLoader(args, site),
    shouldRevalidate: () => false,
  };
}
