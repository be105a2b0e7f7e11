import { MainHeaderLayout, layoutShouldRevalidate } from '@corp/shared/layout';
import { layoutLoader, layoutRoute } from './layout-route';

/** Spec §2.7 main-header layout: home, product hub, about, events and cases. */
export const loader = layoutLoader();
const route = layoutRoute(MainHeaderLayout);

export const clientLoader = route.clientLoader;
export const shouldRevalidate = layoutShouldRevalidate;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Layout;
