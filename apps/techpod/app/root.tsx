import { createSiteRoot } from '@corp/shared/document';
import { SiteChrome } from '@corp/shared/layout';

const root = createSiteRoot({ site: 'techpod', locale: 'ru', homeHref: '/', Chrome: SiteChrome });

export const Layout = root.Layout;
export const ErrorBoundary = root.ErrorBoundary;
export const loader = root.loader;
export const shouldRevalidate = root.shouldRevalidate;
export default root.App;
