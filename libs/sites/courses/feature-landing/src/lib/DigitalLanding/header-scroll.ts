import { useSyncExternalStore } from 'react';

/** Spec §2.7: the digital-landing header changes after 50 px of scroll … */
export const LANDING_HEADER_SCROLLED_AFTER = 50;
/** … and its hamburger appears at a width of 780 px or less (the stylesheet uses the same number). */
export const LANDING_HAMBURGER_MAX_WIDTH = 780;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page has scrolled past the header's threshold (false on the server). */
export function useLandingHeaderScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > LANDING_HEADER_SCROLLED_AFTER,
    () => false,
  );
}
