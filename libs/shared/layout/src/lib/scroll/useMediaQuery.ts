import { useCallback, useSyncExternalStore } from 'react';

const noop = () => undefined;

/**
 * One list per query (per `matchMedia`, which tests replace): `matchMedia` parses the query and
 * makes a new list on each call, and React asks for the snapshot on every render and commit.
 */
const lists = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>();
export function mediaQueryList(query: string): MediaQueryList {
  let byQuery = lists.get(window.matchMedia);
  if (!byQuery) {
    byQuery = new Map();
    lists.set(window.matchMedia, byQuery);
  }
  let list = byQuery.get(query);
  if (!list) {
    list = window.matchMedia(query);
    byQuery.set(query, list);
  }
  return list;
}

/**
 * Whether a media query matches, kept up to date. The server render and the first browser render
 * (hydration) use `serverValue`, so both produce the same markup.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return noop;
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? mediaQueryList(query).matches : serverValue),
    () => serverValue,
  );
}
