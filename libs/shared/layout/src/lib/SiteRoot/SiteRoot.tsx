import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Locale } from '@corp/shared/i18n';
import { toLanguageTag } from '@corp/shared/i18n';
import { createErrorBoundary } from '../ErrorPage/ErrorPage';
import { errorPageTexts } from '../ErrorPage/error-texts';
import { SiteDocument } from '../SiteDocument/SiteDocument';

export interface SiteRootOptions {
  locale: Locale;
  homeHref: string;
}

/**
 * The exports of a site app's `root.tsx`: the document, the outlet and the error boundary.
 *
 *   const root = createSiteRoot({ locale: 'ru', homeHref: '/' });
 *   export const Layout = root.Layout;
 *   export const ErrorBoundary = root.ErrorBoundary;
 *   export default root.App;
 */
export function createSiteRoot({ locale, homeHref }: SiteRootOptions) {
  function Layout({ children }: { children: ReactNode }) {
    return <SiteDocument lang={toLanguageTag(locale)}>{children}</SiteDocument>;
  }
  function App() {
    return <Outlet />;
  }
  return { Layout, App, ErrorBoundary: createErrorBoundary(errorPageTexts[locale], homeHref) };
}
