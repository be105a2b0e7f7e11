import { createSiteRoot } from '@corp/shared/layout';
import { registerSites } from '@corp/shared/routing';
import { mainDefinition } from '@corp/sites/main/definition';

// This app's URL resolver: the main site's own rows (libs/sites/main/definition).
registerSites([mainDefinition]);

const root = createSiteRoot({ site: 'main', locale: 'en', homeHref: '/', localized: true });

export const Layout = root.Layout;
export const ErrorBoundary = root.ErrorBoundary;
export const loader = root.loader;
export const shouldRevalidate = root.shouldRevalidate;
export default root.App;
