import { useCallback, useSyncExternalStore } from 'react';

const noop = () => undefined;

/**
 * Whether a media query matches, kept up to date. The server render and the first browser render
 * (hydration) use `serverValue`, so both produce the same markup.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return noop;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () =>
      typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue,
    () => serverValue,
  );
}
