/**
 * The attribute `<html>` carries once React has hydrated the page and run its first effects (its
 * listeners are attached): end-to-end tests wait for it before they touch the page.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** In the browser, before the page's first hydration has finished (false on a server). */
export function isFirstHydration(): boolean {
  return (
    typeof document !== 'undefined' && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)
  );
}
