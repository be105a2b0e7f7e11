import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import type { Locale } from './locales';
import { namespaces } from './resources';

/**
 * A locale's texts of a namespace: a dynamic `import()` of its file, which the bundler turns into
 * a chunk that only pages in that locale (or falling back to it) load, or the object itself.
 */
export type TextSource = Record<string, unknown> | (() => Promise<unknown>);

/** Where each namespace's texts come from, by locale (i18next's backend reads them here). */
const sources = new Map<string, Partial<Record<Locale, TextSource>>>();

/**
 * What a page loads for keys its locale lacks. Russian is complete in every namespace (the
 * locale-files tests), so a page in Russian or Kazakh (kz → ru) loads no English; German falls
 * back to English. The content's own fallbacks (`fallbackChain`, spec §7) are unchanged.
 */
const TEXT_FALLBACKS = { ru: [], kz: ['ru'], de: ['en'], default: ['en'] };

const instance = createInstance();
let started = false;

/**
 * The site's i18next instance (one per server process, one per browser tab), set up on first use
 * (a page's `loadTexts`, its `I18nProvider`) in the locale it is first asked for, not as the
 * modules are evaluated: in the browser that task is the page's longest at start (ADR 0032).
 * Every locale, English too, comes through i18next's backend (`i18next-resources-to-backend`)
 * from its chunks: the locales a page asked for (`loadTexts`, i18next's `preload`) and their
 * fallbacks, for every namespace, also one added later (a part loaded after the page started).
 * Pages render through clones of it (`createI18n`, `pageI18n`).
 */
export function siteI18n(locale: Locale = 'en'): I18n {
  if (!started) {
    started = true;
    void instance
      .use(
        resourcesToBackend((lng: string, namespace: string) => {
          const source = sources.get(namespace)?.[lng as Locale];
          return typeof source === 'function' ? source() : source;
        }),
      )
      .init({
        lng: locale,
        ns: [...sources.keys()],
        defaultNS: 'common',
        fallbackLng: TEXT_FALLBACKS as unknown as string[],
        interpolation: { escapeValue: false },
        initAsync: false,
        returnNull: false,
      });
  }
  return instance;
}

/**
 * Adds a namespace, whose texts come from `texts` when a page needs them; the locales a page
 * already asked for start loading now. Before any page has asked it is only listed: i18next's
 * `loadNamespaces` goes over every namespace and locale each time, which for the two dozen
 * namespaces added at start was quadratic; `loadTexts` loads every listed one.
 */
export function addNamespace(
  namespace: string,
  texts: { en: TextSource } & Partial<Record<Exclude<Locale, 'en'>, TextSource>>,
): void {
  sources.set(namespace, texts);
  if (!started) return;
  const listed = instance.options.ns as string[];
  if (instance.options.preload && instance.options.preload.length)
    void instance.loadNamespaces(namespace);
  else if (!listed.includes(namespace)) listed.push(namespace);
}

for (const namespace of namespaces) {
  addNamespace(namespace, {
    en: () => import('./resources.en').then((module) => module.texts[namespace]),
    ru: () => import('./resources.ru').then((module) => module.texts[namespace]),
    de: () => import('./resources.de').then((module) => module.texts[namespace]),
    kz: () => import('./resources.kz').then((module) => module.texts[namespace]),
  });
}

/**
 * Loads the texts of the page's locale(s) and their fallbacks (kz → ru, de → en) for every
 * namespace, and for every namespace added afterwards: the server before it renders, the browser
 * before it hydrates. i18next's `loadLanguages` resolves at once for a locale asked for before,
 * even while its files still load; `loadNamespaces` waits for those too.
 */
export async function loadTexts(pageLocales: Locale | readonly Locale[]): Promise<void> {
  const i18n = siteI18n(typeof pageLocales === 'string' ? pageLocales : pageLocales[0]);
  await i18n.loadLanguages(typeof pageLocales === 'string' ? pageLocales : [...pageLocales]);
  await i18n.loadNamespaces(i18n.options.ns as string[]);
}

/**
 * The i18next instance of a page in `locale` (one per SSR request, so a visitor's language never
 * reaches another's response; one per locale in the browser): i18next's clone, which shares the
 * texts loaded once per process and loads its locale's missing ones. `useTranslation` suspends
 * until its namespaces are in.
 */
export function createI18n(locale: Locale): I18n {
  return siteI18n().cloneInstance({ lng: locale });
}

/** `pageI18n`'s instances: one per locale for the life of the process (server) or tab. */
const pageInstances = new Map<Locale, I18n>();

/**
 * The instance every page part in `locale` renders with (`I18nProvider`): one per locale, shared
 * by every response of the process and every part of a page, so a render no longer clones
 * i18next for each of a page's parts (ADR 0032: 5 % of a full render). Its language is fixed:
 * `changeLanguage` on it throws, so one visitor's locale can never reach another's response (a
 * page in another locale takes that locale's instance, or `createI18n` for one of its own).
 */
export function pageI18n(locale: Locale): I18n {
  let instance = pageInstances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instance.changeLanguage = () => {
      throw new Error(`the ${locale} page texts keep their locale: use pageI18n of another`);
    };
    rememberTexts(instance);
    pageInstances.set(locale, instance);
  }
  return instance;
}

/**
 * Makes the `t` a page instance hands out (`getFixedT`, which `useTranslation` calls) remember the
 * text of a plain key (`t('nav.allProducts')`, no options): i18next resolves each call anew
 * (copying its options, splitting the key, walking the fallbacks), half of its 14 % of a full
 * page render on the server (ADR 0032, fifteenth session). A text depends only on the language,
 * namespaces, key prefix and key, and on the texts loaded: the list empties whenever texts are
 * added to or removed from the store, and at 20,000 texts (keys come from code). Calls with
 * options (interpolation, plurals, a context) go to i18next.
 */
function rememberTexts(instance: I18n): void {
  const texts = new Map<string, unknown>();
  for (const event of ['added', 'removed'] as const) instance.store.on(event, () => texts.clear());
  const getFixedT = instance.getFixedT.bind(instance);
  instance.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const fixedT = getFixedT(...args) as unknown as (key: unknown, ...rest: unknown[]) => unknown;
    const scope = `${args.slice(0, 3).map(String).join('\u0000')}\u0000`;
    // With the language, namespaces and key prefix i18next sets on its `t`.
    return Object.assign((key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return fixedT(key, ...rest);
      const at = scope + key;
      if (texts.has(at)) return texts.get(at);
      if (texts.size >= 20_000) texts.clear();
      const text = fixedT(key);
      texts.set(at, text);
      return text;
    }, fixedT);
  }) as unknown as I18n['getFixedT'];
}
