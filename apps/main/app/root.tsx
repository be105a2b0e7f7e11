import { createSiteRoot } from '@corp/shared/layout';

const root = createSiteRoot({ locale: 'en', homeHref: '/', localized: true });

export const Layout = root.Layout;
export const ErrorBoundary = root.ErrorBoundary;
export default root.App;
