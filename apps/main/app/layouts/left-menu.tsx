import { LeftMenuLayout, layoutShouldRevalidate } from '@corp/shared/layout';
import { layoutLoader, layoutRoute } from './layout-route';

/** Spec §2.7 left-menu layout (with the side menu): product, industry, academy and sustainability pages. */
export const loader = layoutLoader();
const route = layoutRoute(LeftMenuLayout);

export const clientLoader = route.clientLoader;
export const shouldRevalidate = layoutShouldRevalidate;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Layout;
