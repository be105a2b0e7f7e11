/** A `useSyncExternalStore` source: its `subscribe` and `getSnapshot`. */
export interface SnapshotSource<T> {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => T;
}

/**
 * A browser value for `useSyncExternalStore` that is read once per change instead of on every
 * call. React asks every hook for the snapshot on each render and again in each commit; values
 * such as `document.cookie` or `window.scrollY` (which makes the browser lay out a changed page)
 * are costly to read that often during hydration on a phone.
 *
 * `listen` attaches to what changes the value (an event) and returns the detach. While at least
 * one hook is subscribed, the value read is kept until `listen` reports a change; with no
 * subscriber (a render before the first subscription) it is read on every call, and the first
 * subscription reads it afresh, so a change nobody listened for is never missed; the hooks that
 * subscribe after it (a page's many consumers, in one commit) share that one read.
 */
export function cachedBrowserSnapshot<T>(
  read: () => T,
  listen: (onChange: () => void) => () => void,
): SnapshotSource<T> {
  let subscribers = 0;
  let cached: { value: T } | null = null;
  return {
    subscribe(onChange) {
      // The first subscriber reads afresh (nobody heard a change before it); later ones share
      // the value their predecessors keep current.
      if (subscribers++ === 0) cached = null;
      const detach = listen(() => {
        cached = null;
        onChange();
      });
      return () => {
        subscribers--;
        cached = null;
        detach();
      };
    },
    getSnapshot() {
      if (!subscribers) return read();
      cached ??= { value: read() };
      return cached.value;
    },
  };
}
