import { DefaultLayout, layoutShouldRevalidate } from '@corp/shared/layout';
import { layoutLoader, layoutRoute } from './layout-route';

/** Spec §2.7 default layout: contacts, city pages, feedback, hr and event pages. */
export const loader = layoutLoader();
const route = layoutRoute(DefaultLayout);

export const clientLoader = route.clientLoader;
export const shouldRevalidate = layoutShouldRevalidate;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Layout;
