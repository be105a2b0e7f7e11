import { createSiteRoot } from '@corp/shared/document';
import { SiteChrome } from '@corp/shared/layout';
import { registerSites } from '@corp/shared/routing';
import { asiaDefinition } from '@corp/sites/asia/definition';
import { idpDefinition } from '@corp/sites/idp/definition';
import { mainDefinition } from '@corp/sites/main/definition';

// This app's URL resolver: its own rows and the main site's it links to, with the idp site's
// that a main row redirects to (libs/sites/*/definition).
registerSites([mainDefinition, idpDefinition, asiaDefinition]);

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
