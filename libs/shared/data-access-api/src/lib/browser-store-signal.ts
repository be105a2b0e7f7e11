/**
 * Whether the browser's RTK Query store exists yet, for the parts of the first load that
 * follow it (the error notifications) without loading it. No RTK here.
 */
let ready = false;
const listeners = new Set<() => void>();

export function markBrowserStoreReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

export function isBrowserStoreReady(): boolean {
  return ready;
}

export function subscribeBrowserStoreReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
