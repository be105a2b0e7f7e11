import { use } from 'react';
import type { Locale } from './locales';
import type { TextEntry } from './text-registry';
import { textsPending, textsWaitedFor } from './text-registry';

/**
 * Suspends until the entries' texts for a page in `locale` are in memory.
 *
 * Once texts were waited for, every later render `use`s that same (now settled) promise, which
 * React reads without suspending. React replays a render that suspended here once the texts are
 * in, and the replay must call `use` again: without it React mounts the hooks after it as updates
 * ("Update hook called on initial render", React error #467, reported as #520 while a page
 * hydrates). Texts that were in memory from the start are never `use`d: React's `act()` in tests
 * treats any `use` as work to await.
 */
export function useTextsIn(list: readonly TextEntry[], locale: Locale, key: string): void {
  const wait = textsPending(list, locale, key) ?? textsWaitedFor(locale, key);
  if (wait) use(wait);
}
