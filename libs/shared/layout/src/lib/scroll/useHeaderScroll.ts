import { useSyncExternalStore } from 'react';
import { useMediaQuery } from './useMediaQuery';

/** Spec §4, §9 (main site): the header turns compact after 2 px of scroll … */
export const HEADER_COMPACT_AFTER = 2;
/** … and dark after 36 px. */
export const HEADER_DARK_AFTER = 36;
/** Spec §9: the header is compact at window widths up to 1435 px whatever the scroll. */
export const COMPACT_HEADER_MAX_WIDTH = 1435;
export const compactHeaderQuery = `(max-width: ${COMPACT_HEADER_MAX_WIDTH}px)`;

/** 0 at the top, 1 past the compact threshold, 2 past the dark one. */
export function headerScrollLevel(scrollY: number): 0 | 1 | 2 {
  if (scrollY > HEADER_DARK_AFTER) return 2;
  if (scrollY > HEADER_COMPACT_AFTER) return 1;
  return 0;
}

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export interface HeaderScrollState {
  compact: boolean;
  dark: boolean;
}

/** The main header's look from the scroll position and the window width (renders only on change). */
export function useHeaderScroll(): HeaderScrollState {
  const level = useSyncExternalStore(
    subscribeToScroll,
    () => headerScrollLevel(window.scrollY),
    () => 0,
  );
  const narrow = useMediaQuery(compactHeaderQuery);
  return { compact: narrow || level >= 1, dark: level >= 2 };
}
