import { createSiteRoot } from '@corp/shared/document';
import { SiteChrome } from '@corp/shared/layout';
import { registerSites } from '@corp/shared/routing';
import { idpDefinition } from '@corp/sites/idp/definition';
import { mainDefinition } from '@corp/sites/main/definition';
import { mainErrorSections } from './error-sections';

// This app's URL resolver: the main site's own rows, with the idp site's that a main row
// redirects to (libs/sites/main/definition, libs/sites/idp/definition).
registerSites([mainDefinition, idpDefinition]);

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
