import type { Locale } from './locales';
import { fallbackChain, locales } from './locales';

/** One namespace's texts as in its JSON file. */
export type Texts = Record<string, unknown>;
/** Namespaces that load together, by name (`{ forms: {…}, errors: {…} }`). */
export type TextPack = Record<string, Texts>;
/**
 * Where a locale's pack comes from: in the bundle already (English, every chain's last
 * fallback), or a dynamic `import()` that Vite turns into a chunk of that locale only.
 */
export type TextSource = TextPack | (() => Promise<TextPack>);

/** A registered set of namespaces: its sources per locale and the packs loaded so far. */
export interface TextEntry {
  readonly sources: Partial<Record<Locale, TextSource>>;
  readonly packs: Partial<Record<Locale, TextPack>>;
  readonly loading: Partial<Record<Locale, Promise<void>>>;
}

const entries: TextEntry[] = [];
/** Locales a page asked for: namespaces registered later (a route loaded on navigation) load them at once. */
const wanted = new Set<Locale>();

/** The locales whose texts a page in `locale` can show: itself and its fallbacks (kz → ru → en). */
export function textLocales(locale: Locale): readonly Locale[] {
  return [locale, ...fallbackChain[locale]];
}

function load(entry: TextEntry, locale: Locale): Promise<void> | undefined {
  const source = entry.sources[locale];
  if (!source || entry.packs[locale]) return undefined;
  if (typeof source !== 'function') {
    entry.packs[locale] = source;
    return undefined;
  }
  entry.loading[locale] ??= source().then(
    (pack) => {
      entry.packs[locale] = pack;
      delete entry.loading[locale];
    },
    (error: unknown) => {
      // A later render (or the chunk-error reload) tries again.
      delete entry.loading[locale];
      throw error;
    },
  );
  return entry.loading[locale];
}

/**
 * Registers namespaces with their texts per locale (a feature's `defineNamespace`, the shared
 * namespaces). Packs given as objects are ready at once; if a page already asked for its
 * locales, this entry's packs for them start loading now.
 */
export function registerTexts(sources: Partial<Record<Locale, TextSource>>): TextEntry {
  const entry: TextEntry = { sources, packs: {}, loading: {} };
  for (const locale of locales) {
    const source = sources[locale];
    if (source && typeof source !== 'function') entry.packs[locale] = source;
  }
  entries.push(entry);
  for (const locale of wanted) load(entry, locale)?.catch(() => undefined);
  return entry;
}

function pending(list: readonly TextEntry[], locale: Locale): Promise<void>[] {
  return textLocales(locale).flatMap((each) =>
    list.map((entry) => load(entry, each)).filter((loading) => loading !== undefined),
  );
}

/**
 * Loads the texts of `locale` and its fallbacks for every namespace registered so far (a page's
 * first render: the server before it renders, the browser before it hydrates), and for every
 * namespace registered afterwards.
 */
export async function loadTexts(locale: Locale): Promise<void> {
  for (const each of textLocales(locale)) wanted.add(each);
  await Promise.all(pending(entries, locale));
}

/** Every locale of every namespace registered so far (tests, stories that switch locales). */
export async function loadAllTexts(): Promise<void> {
  await Promise.all(locales.map(loadTexts));
}

/**
 * One wait per entry set and locale, kept once its texts are in memory (marked fulfilled, as
 * React marks a settled promise) so a replayed render can `use` it again; dropped if it fails.
 */
const waits = new Map<string, Promise<void> & { status?: 'fulfilled'; value?: undefined }>();

/**
 * `undefined` when the entries' texts for a page in `locale` are in memory, else one promise
 * per entry set and locale while they load (stable across renders, for React's `use`).
 */
export function textsPending(
  list: readonly TextEntry[],
  locale: Locale,
  key: string,
): Promise<void> | undefined {
  const loads = pending(list, locale);
  if (!loads.length) return undefined;
  const id = `${key}:${locale}`;
  const known = waits.get(id);
  if (known && known.status !== 'fulfilled') return known;
  const wait: Promise<void> & { status?: 'fulfilled'; value?: undefined } = Promise.all(loads).then(
    () => {
      Object.assign(wait, { status: 'fulfilled', value: undefined });
    },
    (error: unknown) => {
      waits.delete(id);
      throw error;
    },
  );
  waits.set(id, wait);
  return wait;
}

/**
 * The promise `textsPending` gave for these texts, once they are in memory: a component that
 * suspended on it must `use` it again when React replays its render (`useTextsIn`).
 */
export function textsWaitedFor(locale: Locale, key: string): Promise<void> | undefined {
  const wait = waits.get(`${key}:${locale}`);
  return wait?.status === 'fulfilled' ? wait : undefined;
}

/** Every registered entry, for a page's own check that its locale is loaded. */
export function registeredTexts(): readonly TextEntry[] {
  return entries;
}
