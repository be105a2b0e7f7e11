import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import type { Locale } from './locales';
import { fallbackChain } from './locales';
import { englishResources, namespaces } from './resources';

/**
 * A locale's texts of a namespace: in the bundle, or a dynamic `import()` of its file, which the
 * bundler turns into a chunk that only pages in that locale (or falling back to it) load.
 */
export type TextSource = Record<string, unknown> | (() => Promise<unknown>);

/** Where each namespace's locales but English come from (i18next's backend reads them here). */
const sources = new Map<string, Partial<Record<Locale, TextSource>>>();

const instance = createInstance();
/** The English texts of the namespaces added before i18next was set up: its first resources. */
let englishBefore: Record<string, Record<string, unknown>> | null = {};

/**
 * The site's i18next instance (one per server process, one per browser tab), set up on first use
 * (a page's `loadTexts`, its `I18nProvider`), not as the modules are evaluated: in the browser
 * that task is the page's longest at start (ADR 0032). English of every namespace is in the
 * bundle (every locale's last fallback); the other locales come through i18next's backend
 * (`i18next-resources-to-backend`) from their chunks, the locales a page asked for (`loadTexts`,
 * i18next's `preload`) for every namespace, also one added later (a route module loaded on
 * navigation). Pages render through clones of it (`createI18n`, `pageI18n`).
 */
export function siteI18n(): I18n {
  if (englishBefore) {
    const en = englishBefore;
    englishBefore = null;
    void instance
      .use(
        resourcesToBackend((locale: string, namespace: string) => {
          const source = sources.get(namespace)?.[locale as Locale];
          return typeof source === 'function' ? source() : source;
        }),
      )
      .init({
        lng: 'en',
        resources: { en },
        partialBundledLanguages: true,
        ns: Object.keys(en),
        defaultNS: 'common',
        fallbackLng: { ...fallbackChain, default: ['en'] } as unknown as string[],
        interpolation: { escapeValue: false },
        initAsync: false,
        returnNull: false,
      });
  }
  return instance;
}

/**
 * Adds a namespace: its English texts at once, its other locales from `others` when a page needs
 * them; the locales a page already asked for start loading now. Before any page has asked it is
 * only listed: i18next's `loadNamespaces` goes over every namespace and locale each time, which
 * for the two dozen namespaces added at start was quadratic; `loadTexts` loads every listed one.
 */
export function addNamespace(
  namespace: string,
  en: Record<string, unknown>,
  others: Partial<Record<Exclude<Locale, 'en'>, TextSource>>,
): void {
  sources.set(namespace, others);
  if (englishBefore) {
    englishBefore[namespace] = en;
    return;
  }
  instance.addResourceBundle('en', namespace, en, false, false, { silent: true, skipCopy: true });
  const listed = instance.options.ns as string[];
  if (instance.options.preload && instance.options.preload.length)
    void instance.loadNamespaces(namespace);
  else if (!listed.includes(namespace)) listed.push(namespace);
}

for (const namespace of namespaces) {
  addNamespace(namespace, englishResources[namespace], {
    ru: () => import('./resources.ru').then((module) => module.texts[namespace]),
    de: () => import('./resources.de').then((module) => module.texts[namespace]),
    kz: () => import('./resources.kz').then((module) => module.texts[namespace]),
  });
}

/**
 * Loads the texts of the page's locale(s) and their fallbacks (kz → ru → en, de → en) for every
 * namespace, and for every namespace added afterwards: the server before it renders, the browser
 * before it hydrates. i18next's `loadLanguages` resolves at once for a locale asked for before,
 * even while its files still load; `loadNamespaces` waits for those too.
 */
export async function loadTexts(pageLocales: Locale | readonly Locale[]): Promise<void> {
  const i18n = siteI18n();
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
    pageInstances.set(locale, instance);
  }
  return instance;
}
