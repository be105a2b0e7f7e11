/**
 * The attribute `<html>` carries once React has hydrated the page and run its first effects (its
 * listeners are attached): end-to-end tests wait for it before they touch the page, and the
 * early-taps script (ADR 0028) gives the page the taps it held.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Every island of the page has hydrated (or none will): the page is marked hydrated. */
export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}
