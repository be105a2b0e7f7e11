import { createSiteRoot } from '@corp/shared/layout';

const root = createSiteRoot({ locale: 'ru', homeHref: '/' });

export const Layout = root.Layout;
export const ErrorBoundary = root.ErrorBoundary;
export default root.App;
