import { fallbackChain } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { ItemLocales, LocaleCopies } from '@corp/admin/data-access';

export type { ItemLocales, LocaleCopies };

/** What a locale column edits: its own copy (the draft, else the published one), if any. */
export function ownCopy(copies: LocaleCopies | undefined): Record<string, unknown> | null {
  return copies?.draft ?? copies?.published ?? null;
}

export interface FallbackView {
  /** The locale whose published copy a visitor of `locale` sees. */
  from: Locale;
  data: Record<string, unknown>;
  /** `draft` while the fallback locale is not published yet (what it will show once it is). */
  state: 'published' | 'draft';
}

/**
 * What a visitor of `locale` sees while the locale has no copy of its own: the published copy
 * of the first locale of its fallback chain that has one (kz → ru → en, de → en, ru → en);
 * before anything is published, the first draft of the chain (what it will show). `null` when
 * the locale has its own copy or its chain has nothing.
 */
export function fallbackFor(locales: ItemLocales, locale: Locale): FallbackView | null {
  if (ownCopy(locales[locale])) return null;
  for (const from of fallbackChain[locale]) {
    const published = locales[from]?.published;
    if (published) return { from, data: published, state: 'published' };
  }
  for (const from of fallbackChain[locale]) {
    const draft = locales[from]?.draft;
    if (draft) return { from, data: draft, state: 'draft' };
  }
  return null;
}
