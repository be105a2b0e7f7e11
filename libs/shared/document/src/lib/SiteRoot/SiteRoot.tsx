import { use } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import type { PublicConfig } from '@corp/shared/contracts';
import { rootLoader } from './root-loader';
import { SiteNameContext } from './site-name';
import { PublicConfigContext } from '../public-config/public-config';
import type { Locale } from '@corp/shared/i18n';
import { toLanguageTag } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/routing';
import { createErrorBoundary, localeOfPath } from '../ErrorPage/ErrorPage';
import type { ErrorSections } from '../ErrorPage/ErrorPage';
import { SiteDocument } from '../SiteDocument/SiteDocument';
import {
  ISLAND_PAGE_ID,
  IslandPageContext,
  IslandRendererContext,
  scriptJson,
} from '../islands/islands';
import type { IslandPage } from '../islands/islands';
import { RouterRouteState } from '../route-state/RouterRouteState';
import { NonceContext } from '../nonce/nonce';

/** What a site puts around every page (`SiteChrome` of `@corp/shared/layout`). */
export interface SiteChromeProps {
  site: SiteName;
  locale: Locale;
  children: ReactNode;
}

export interface SiteRootOptions {
  /**
   * The site app: names its pages for the marketing events (spec §7) and, through `useSiteName`,
   * for the forms and lead dialogs.
   */
  site: SiteName;
  locale: Locale;
  homeHref: string;
  /** The site's paths carry a locale prefix (`/ru/…`): `lang` and the error page follow it. */
  localized?: boolean;
  /** What surrounds the page's outlet: the header, the footer, the cookie alert, the analytics. */
  Chrome: ComponentType<SiteChromeProps>;
  /** The site's main sections its error page leads to (none unless given). */
  errorSections?: ErrorSections;
}

/**
 * The exports of a site app's `root.tsx`: the document, the outlet and the error boundary.
 *
 *   const root = createSiteRoot({ site: 'asia', locale: 'ru', homeHref: '/', Chrome: SiteChrome });
 *   export const Layout = root.Layout;
 *   export const ErrorBoundary = root.ErrorBoundary;
 *   export const loader = root.loader;
 *   export const shouldRevalidate = root.shouldRevalidate;
 *   export default root.App;
 */
export function createSiteRoot({
  site,
  locale,
  homeHref,
  localized = false,
  Chrome,
  errorSections,
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
    const page = (
      <SiteNameContext.Provider value={site}>
        <PublicConfigContext.Provider value={config}>
          <RouterRouteState>
            <Chrome site={site} locale={pageLocale}>
              <Outlet />
            </Chrome>
          </RouterRouteState>
        </PublicConfigContext.Provider>
      </SiteNameContext.Provider>
    );
    // An island page (ADR 0032; the server renders it so only when its route asks): its parts
    // get the site, locale and config from this JSON in the browser.
    if (!use(IslandRendererContext)) return page;
    const nonce = use(NonceContext);
    const islandPage: IslandPage = { site, locale: pageLocale, config, path: pathname };
    return (
      <IslandPageContext value={islandPage}>
        {page}
        <script
          type="application/json"
          id={ISLAND_PAGE_ID}
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: scriptJson(islandPage) }}
        />
      </IslandPageContext>
    );
  }
  return {
    Layout,
    App,
    ErrorBoundary: createErrorBoundary({ locale, homeHref, localized, sections: errorSections }),
    loader: (args: { request?: Request }) => rootLoader(args, site),
    shouldRevalidate: () => false,
  };
}
