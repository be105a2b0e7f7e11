import { useSyncExternalStore } from 'react';
import { cachedBrowserSnapshot } from '@corp/shared/ui';

/** Spec §4, §9 (main site): the header turns compact after 2 px of scroll … */
export const HEADER_COMPACT_AFTER = 2;
/** … and dark after 36 px. */
export const HEADER_DARK_AFTER = 36;
/**
 * Spec §9: the header is compact at window widths up to 1435 px whatever the scroll. That part is
 * the stylesheet's (`$compact-max` in MainHeader.module.scss, the same at hydration as after it);
 * the hook reports the scroll part.
 */
export const COMPACT_HEADER_MAX_WIDTH = 1435;

/** 0 at the top, 1 past the compact threshold, 2 past the dark one. */
export function headerScrollLevel(scrollY: number): 0 | 1 | 2 {
  if (scrollY > HEADER_DARK_AFTER) return 2;
  if (scrollY > HEADER_COMPACT_AFTER) return 1;
  return 0;
}

function listenToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** `window.scrollY` makes the browser lay out a changed page: read once per scroll event. */
const scrollLevel = cachedBrowserSnapshot(() => headerScrollLevel(window.scrollY), listenToScroll);
const topOfPage = () => 0 as const;

export interface HeaderScrollState {
  compact: boolean;
  dark: boolean;
}

/**
 * The main header's look from the scroll position (renders only on a change of level): compact
 * past 2 px, dark past 36 px. At the top of the page on the server and while hydrating.
 */
export function useHeaderScroll(): HeaderScrollState {
  const level = useSyncExternalStore(scrollLevel.subscribe, scrollLevel.getSnapshot, topOfPage);
  return { compact: level >= 1, dark: level >= 2 };
}
