import { useCallback, useSyncExternalStore } from 'react';

/** Spec §4 Header: the Asia header turns compact and dark after 30 px of scroll. */
export const ASIA_HEADER_SCROLL_THRESHOLD = 30;

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page is scrolled further than `threshold` px (false on the server). */
export function useScrolledPast(threshold: number): boolean {
  const read = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, read, () => false);
}
