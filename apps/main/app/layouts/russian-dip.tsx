import { RussianDipLayout, layoutShouldRevalidate } from '@corp/shared/layout';
import { layoutLoader, layoutRoute } from './layout-route';

/** Spec §2.7 Russian-DIP layout: the digital industrial platform page, whose calls ask in ru (§2.5). */
export const loader = layoutLoader({ apiLocale: 'ru' });
const route = layoutRoute(RussianDipLayout, { apiLocale: 'ru' });

export const clientLoader = route.clientLoader;
export const shouldRevalidate = layoutShouldRevalidate;
export const ErrorBoundary = route.ErrorBoundary;
export default route.Layout;
