import { createInstance } from 'i18next';
import type { i18n, Resource } from 'i18next';
import type { Locale } from './locales';
import { fallbackChain } from './locales';
import { namespaces, sharedTexts } from './resources';
import { textsPending } from './text-registry';

/**
 * A fresh i18next instance: one per SSR request (a visitor's language never leaks into
 * another's response) and one in the browser. Synchronous: it holds the shared namespaces of
 * the locales loaded so far (`loadTexts(locale)` first, or `I18nProvider`, which waits for them).
 *
 * Each instance gets its own copy of the resources' upper levels (locale, namespace, top-level
 * key): i18next's store writes there when a bundle is added or removed or a top-level text is
 * added (`addResourceBundle` without `deep`, `removeResourceBundle`, `addResource`), and without
 * the copy one request's additions would reach every later request. The nested texts are shared
 * and never written (nothing adds a nested key or calls a deep `addResourceBundle`): a deep copy
 * on every request cost the server's render time.
 */
export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    resources: Object.fromEntries(
      Object.entries(sharedTexts.packs).map(([locale, pack]) => [
        locale,
        Object.fromEntries(
          Object.entries(pack ?? {}).map(([namespace, texts]) => [namespace, { ...texts }]),
        ),
      ]),
    ) as Resource,
    ns: [...namespaces],
    defaultNS: 'common',
    fallbackLng: { ...fallbackChain, default: ['en'] } as unknown as string[],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/**
 * Gives an instance the shared namespaces of another locale than its page's (a lead's field
 * that the CRM wants in Russian whatever the page's language), loading them first if needed.
 */
export async function addLocaleTexts(instance: i18n, locale: Locale): Promise<void> {
  await textsPending([sharedTexts], locale, 'shared');
  const pack = sharedTexts.packs[locale] ?? {};
  for (const [namespace, texts] of Object.entries(pack)) {
    if (!instance.hasResourceBundle(locale, namespace))
      instance.addResourceBundle(locale, namespace, texts, false, false, {
        silent: false,
        skipCopy: true,
      });
  }
}
