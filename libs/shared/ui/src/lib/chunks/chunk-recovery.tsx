import { lazy } from 'react';
import type { ComponentProps, ComponentType, LazyExoticComponent } from 'react';

/*
 * Spec §2.6: a chunk that fails to load (a release replaced the files, the connection dropped)
 * reloads the page once, at most once per 60 s, and a visitor never sees a 500 for it (issue 42,
 * point 7; ADR 0028). The guard's time is kept in sessionStorage, so it holds across the reload.
 */

/** Spec §2.6 / §9: at most one reload per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const RELOADED_AT = 'chunk-reload-at';

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** How the page is left: the browser's own navigations (unit tests put theirs, jsdom has none). */
export const pageExit = {
  reload: (): void => window.location.reload(),
  assign: (href: string): void => window.location.assign(href),
};

/** This page is on its way out: a reload or a document navigation has been started. */
let leaving = false;

/** The guard's storage; none where the browser refuses sessionStorage (then nothing reloads). */
function guardStorage(): GuardStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Reloads unless the last chunk reload was less than 60 s ago; true when it reloaded. */
export function reloadAfterChunkError(
  storage: GuardStorage,
  reload: () => void,
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}

/**
 * A chunk failed: reloads the page, guarded. True while the page is going away (this call or an
 * earlier one started it), false when the guard kept it: the caller then does without the chunk.
 */
export function reloadOnce(): boolean {
  if (leaving) return true;
  const storage = guardStorage();
  if (storage && reloadAfterChunkError(storage, () => pageExit.reload())) leaving = true;
  return leaving;
}

/**
 * A page's chunks failed while the visitor went to `href`: the browser loads that page as a
 * document, what the link does without scripts. It is the visitor's own request, so it cannot
 * loop, and it happens whatever the guard says; it sets the guard, so that a chunk failing again
 * on the new page does not reload it within 60 s.
 */
export function loadDocument(href: string): void {
  leaving = true;
  try {
    guardStorage()?.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    // A full storage only loses the guard's time.
  }
  pageExit.assign(href);
}

/** Tests: a page that is not leaving. */
export function resetChunkRecovery(): void {
  leaving = false;
}

function Nothing(): null {
  return null;
}

/**
 * `React.lazy` for a part of the page in a chunk of its own (the footer form, a dialog, the
 * notifications). Should its chunk fail, the page reloads once (guarded; the part's Suspense
 * fallback stays until the page goes); within the guard the part renders `Unavailable` (nothing
 * by default) instead of throwing into the route's error boundary, which would replace the page
 * with "500 Something went wrong".
 */
// `any` as React's own `lazy` has it: a component of any props (`never` would refuse them all).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  Unavailable: ComponentType<ComponentProps<T>> = Nothing,
): LazyExoticComponent<T> {
  return lazy(async (): Promise<{ default: T }> => {
    try {
      const module = await load();
      // Vite's preload helper resolves to nothing when a listener of its error cancels it.
      if (module?.default) return module;
      throw new TypeError('the chunk has no component');
    } catch (error) {
      if (reloadOnce()) return new Promise<never>(() => undefined);
      console.warn(
        '[chunks] a part of the page could not load and is left out:',
        error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      );
      // It takes the part's place, with the part's props.
      return { default: Unavailable as unknown as T };
    }
  });
}
