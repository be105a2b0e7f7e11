import { createSiteRoot } from '@corp/shared/document';
import { SiteChrome } from '@corp/shared/layout';
import { mainErrorSections } from './error-sections';

const root = createSiteRoot({
  site: 'main',
  locale: 'en',
  homeHref: '/',
  localized: true,
  Chrome: SiteChrome,
  errorSections: mainErrorSections,
});

export const Layout = root.Layout;
export const ErrorBoundary = root.ErrorBoundary;
export const loader = root.loader;
export const shouldRevalidate = root.shouldRevalidate;
export default root.App;
