import { use } from 'react';
import type { Locale } from './locales';
import type { TextEntry } from './text-registry';
import { textsPending } from './text-registry';

/**
 * A settled promise React's `use` reads at once, without suspending: React marks the promises it
 * has seen with their `status` and `value`, and reads a marked one synchronously.
 */
const TEXTS_IN: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled',
  value: undefined,
});

/**
 * Suspends until the entries' texts for a page in `locale` are in memory. It calls `use` on every
 * render, also when nothing is pending: a render that suspended here is replayed by React once
 * the texts are in, and that replay must call `use` again, or React mounts the hooks after it as
 * updates ("Update hook called on initial render", React error #467, reported as #520 while the
 * page hydrates).
 */
export function useTextsIn(list: readonly TextEntry[], locale: Locale, key: string): void {
  use(textsPending(list, locale, key) ?? TEXTS_IN);
}
