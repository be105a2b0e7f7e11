import { createSiteRoot } from '@corp/shared/document';
import { SiteChrome } from '@corp/shared/layout';

// `localized`: `lang`, the translations and the error page follow the path (`/kz/` is `kk`).
const root = createSiteRoot({
  site: 'asia',
  locale: 'ru',
  homeHref: '/ru/',
  localized: true,
  Chrome: SiteChrome,
});

export const Layout = root.Layout;
export const ErrorBoundary = root.ErrorBoundary;
export const loader = root.loader;
export const shouldRevalidate = root.shouldRevalidate;
export default root.App;
