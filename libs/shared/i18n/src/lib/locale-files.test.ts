import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from './locales';
import type { Locale } from './locales';
import { namespaces } from './resources';
import { texts as en } from './resources.en';
import { texts as de } from './resources.de';
import { texts as kz } from './resources.kz';
import { texts as ru } from './resources.ru';

/** What each locale's chunk (resources.<locale>.ts) holds. */
const resources = { en, ru, de, kz };

/**
 * The translation files as they are on disk, every namespace of every locale, so a file that
 * nobody registered in resources.ts (or resources.<locale>.ts) is still checked.
 */
const localesDir = join(__dirname, '..', 'locales');
type Tree = { [key: string]: string | Tree };

function read(locale: Locale, namespace: string): Tree {
  return JSON.parse(readFileSync(join(localesDir, locale, `${namespace}.json`), 'utf8')) as Tree;
}

const namespacesOnDisk = [
  ...new Set(
    locales.flatMap((locale) =>
      readdirSync(join(localesDir, locale))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, '')),
    ),
  ),
].sort();

/** `{ 'a.b': 'text' }` for every leaf; a leaf that is not a string is reported as such. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

/**
 * A key without its plural suffix: Russian needs `_few` and `_many` where English has only
 * `_one` and `_other`, so keys are compared by their base.
 */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
function baseKeys(tree: Tree): string[] {
  return [...new Set([...leaves(tree).keys()].map((key) => key.replace(pluralSuffix, '')))].sort();
}

/** The `{{variables}}` and `<tags>` a text carries: a translation must keep them all. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+\s*\/?>/g)].map((match) => match[0]).sort();
}

const pairs = namespacesOnDisk.flatMap((namespace) =>
  locales.map((locale) => [namespace, locale] as const),
);
/** Namespaces this project fills completely in all four locales. */
const completeNamespaces = ['forms', 'validation', 'errors'];

describe('translation files', () => {
  it('registers every namespace file in every locale', () => {
    expect([...namespaces].sort()).toEqual(namespacesOnDisk);
    for (const [namespace, locale] of pairs) {
      expect(resources[locale][namespace as keyof (typeof resources)['en']]).toEqual(
        read(locale, namespace),
      );
    }
  });

  it.each(pairs)('%s.json in %s has no key that English lacks', (namespace, locale) => {
    const english = new Set(baseKeys(read('en', namespace)));
    const extra = baseKeys(read(locale, namespace)).filter((key) => !english.has(key));
    expect(extra).toEqual([]);
  });

  it.each(namespacesOnDisk)('%s.json has the same keys in en and ru', (namespace) => {
    expect(baseKeys(read('ru', namespace))).toEqual(baseKeys(read('en', namespace)));
  });

  it.each(pairs)(
    '%s.json in %s holds non-empty texts with the English placeholders',
    (namespace, locale) => {
      const english = leaves(read('en', namespace));
      for (const [key, text] of leaves(read(locale, namespace))) {
        expect([key, typeof text]).toEqual([key, 'string']);
        expect([key, String(text).trim() === '']).toEqual([key, false]);
        const reference = english.get(key) ?? english.get(key.replace(pluralSuffix, '_other'));
        if (typeof reference === 'string') {
          expect([key, placeholders(String(text))]).toEqual([key, placeholders(reference)]);
        }
      }
    },
  );

  it.each(
    completeNamespaces.flatMap((namespace) =>
      (['de', 'kz'] as const).map((locale) => [namespace, locale] as const),
    ),
  )('%s.json is complete in %s', (namespace, locale) => {
    expect(baseKeys(read(locale, namespace))).toEqual(baseKeys(read('en', namespace)));
  });

  it('translates exactly the message keys the contracts emit, some also for one field', () => {
    // Read from the source: importing @corp/shared/contracts would close a project cycle
    // (contracts → routing → i18n).
    const source = readFileSync(join(__dirname, '../../../contracts/src/lib/messages.ts'), 'utf8');
    const list = /validationMessageKeys = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    const validationMessageKeys = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(validationMessageKeys).toContain('require-single');
    for (const locale of locales) {
      const keys = Object.keys(read(locale, 'validation'));
      // `required_policyAgreement`: the message of one field (i18next's context), kept beside its key.
      expect(keys.filter((key) => !key.includes('_')).sort()).toEqual(
        [...validationMessageKeys].sort(),
      );
      for (const key of keys.filter((name) => name.includes('_'))) {
        expect([key, validationMessageKeys]).toEqual([
          key,
          expect.arrayContaining([key.split('_')[0]]),
        ]);
      }
    }
  });
});
