import { MediaLayout, layoutShouldRevalidate } from '@corp/shared/layout';
import { layoutLoader, layoutRoute } from './layout-route';

/** Spec §2.7 media layout: news and media, special projects, podcasts and the press kit. */
export const loader = layoutLoader();
const route = layoutRoute(MediaLayout);

export const clientLoader = route.clientLoader;
export const shouldRevalidate = layoutShouldRevalidate;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Layout;
