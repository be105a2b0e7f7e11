// The UI texts of each locale, to tell whether a page's scripts carry another locale's texts
// (issue 17: a page loads the texts of its locale and its fallbacks only). Read from the
// translation files: libs/**/locales/<locale>.json and libs/shared/i18n/src/locales/<locale>/*.json.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const locales = ['en', 'ru', 'de', 'kz'];
/**
 * As libs/shared/i18n's `TEXT_FALLBACKS`: the locales a page in each locale may load texts of
 * (Russian is complete, so Russian and Kazakh pages load no English).
 */
const chains = { en: ['en'], ru: ['ru'], de: ['de', 'en'], kz: ['kz', 'ru'] };

function localeFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(file).isDirectory()) localeFiles(file, found);
    else if (name.endsWith('.json') && file.split(path.sep).includes('locales')) found.push(file);
  }
  return found;
}

/** The locale a translation file is in: `locales/ru.json` or `locales/ru/forms.json`. */
function localeOf(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('locales');
  const next = parts[at + 1]?.replace(/\.json$/, '');
  return locales.includes(next) ? next : undefined;
}

function leaves(tree, into) {
  for (const value of Object.values(tree)) {
    if (typeof value === 'string') into.add(value);
    else if (value && typeof value === 'object') leaves(value, into);
  }
  return into;
}

/**
 * Per locale, texts found in no other locale's files, long enough not to occur by chance and
 * free of characters a bundler escapes (so that a plain substring search finds them).
 */
export function distinctTexts(root = 'libs') {
  const texts = Object.fromEntries(locales.map((locale) => [locale, new Set()]));
  for (const file of localeFiles(root)) {
    const locale = localeOf(file);
    if (locale) leaves(JSON.parse(readFileSync(file, 'utf8')), texts[locale]);
  }
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      [...texts[locale]].filter(
        (text) =>
          text.length >= 20 &&
          !/[`$\\"'\n<>{}]/.test(text) &&
          locales.every((other) => other === locale || !texts[other].has(text)),
      ),
    ]),
  );
}

/** `kk` (BCP 47, `<html lang>`) → `kz`; the site's locale of a page. */
export function localeOfLang(lang) {
  const language = String(lang ?? '')
    .split('-')[0]
    .toLowerCase();
  return language === 'kk' ? 'kz' : locales.includes(language) ? language : 'en';
}

/** The locales outside a page's chain whose texts `source` contains, with one text as evidence. */
export function foreignTexts(source, pageLocale, distinct) {
  return locales
    .filter((locale) => !chains[pageLocale].includes(locale))
    .map((locale) => [locale, distinct[locale].find((text) => source.includes(text))])
    .filter(([, text]) => text);
}
