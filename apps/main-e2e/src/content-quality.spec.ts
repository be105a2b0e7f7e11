import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { walkPages } from './site-pages';

/*
 * Content quality on the visitor's walk (`walkPages`: each page type of spec §2.2 in en, ru and
 * de where it exists), issue 16: no page shows one picture on two of its cards, and the visible
 * text is in the page's language — German pages German, Russian pages Russian, English pages
 * free of Cyrillic — with product and company names allowed as they are.
 */

/**
 * The pictures of a page's cards (images inside an article or list item of the page's main
 * content), by source, that appear more than once. Visible images only: a slider's clones and a
 * closed modal's pictures are not on the page for the visitor.
 */
function repeatedCardImages(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const image of document.querySelectorAll<HTMLImageElement>(
      'main article img, main li img, main [class*="card" i] img',
    )) {
      const source = image.currentSrc || image.src;
      if (!source || source.startsWith('data:')) continue;
      if (image.closest('[aria-hidden="true"], [hidden], dialog:not([open])')) continue;
      if (!image.getClientRects().length) continue;
      const { width, height } = image.getBoundingClientRect();
      if (width < 48 || height < 48) continue; // icons and logos-in-text, not card pictures
      seen.set(source, (seen.get(source) ?? 0) + 1);
    }
    return [...seen].filter(([, count]) => count > 1).map(([source]) => new URL(source).pathname);
  });
}

/**
 * Every piece of visible text of the page (one entry per text node, white space collapsed), with
 * the language its element declares (the nearest `lang`: a Russian course block on an English
 * page says `lang="ru"`, WCAG 3.1.2).
 */
function visibleTexts(page: Page): Promise<{ text: string; lang: string }[]> {
  return page.evaluate(() => {
    const texts: { text: string; lang: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, noscript, template')) continue;
      if (!element.getClientRects().length || getComputedStyle(element).visibility === 'hidden')
        continue;
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
      texts.push({ text, lang: lang.split('-')[0] ?? '' });
    }
    return texts;
  });
}

// English words that German does not use (so "in", "an", "was", "will", "die" are left out).
const ENGLISH_WORDS = new Set(
  (
    'the and of to for with our your from by is are we this that these more all how what read ' +
    'view learn about news events products product contact cases case results industries ' +
    'industry mining metalworking robotics process industries oil gas energy utilities ' +
    'platform industrial next previous download register subscribe watch listen close search ' +
    'show home careers sustainability partnership press kit office offices support monitoring ' +
    'management planning quality safety machine machines trucks truck plant plants mine mines ' +
    'drilling production data customers customer our their its into over after before than ' +
    'which who when where why can has have been were will be first second one two three per ' +
    'day days year years hours company companies people team speakers upcoming past'
  ).split(' '),
);
const GERMAN_WORDS = new Set(
  (
    'der die das und mit für von zu ist sind wir ihr ihre unsere unser den dem des ein eine ' +
    'einer eines auf im bei aus oder nicht mehr alle über nach vor zum zur als auch wie was ' +
    'sie es werden wird kann können produkte produkt branchen kontakt neuigkeiten ' +
    'veranstaltungen unternehmen bergbau öl gas'
  ).split(' '),
);

const words = (text: string) => text.toLowerCase().match(/[a-zäöüß]+/g) ?? [];

/** Whether a piece of text (without the allowed names) reads as English. */
function readsEnglish(text: string): boolean {
  const all = words(text);
  if (!all.length) return false;
  const english = all.filter((word) => ENGLISH_WORDS.has(word)).length;
  const german = all.filter((word) => GERMAN_WORDS.has(word)).length;
  // A short label ("Mining", "Read more") is English when all its words are; a sentence when
  // English function words outnumber German ones.
  return all.length <= 3
    ? german === 0 && english * 2 >= all.length
    : english >= 2 && english > german;
}

/** The text left for the language check: names (products, the company, people) taken out. */
function withoutNames(text: string, names: readonly string[]): string {
  let rest = text;
  for (const name of names) rest = rest.split(name).join(' ');
  return rest
    .replace(/\S+@\S+/g, ' ') // e-mail addresses
    .replace(/https?:\/\/\S+/g, ' ');
}

/**
 * Text in another language than it declares: Cyrillic in English or German, English in German,
 * English sentences in Russian or Kazakh.
 */
function foreignTexts(
  texts: readonly { text: string; lang: string }[],
  names: readonly string[],
): string[] {
  return texts
    .filter(({ text, lang }) => {
      const rest = withoutNames(text, names);
      const cyrillic = /[\u0400-\u04ff]/.test(rest);
      if (lang === 'en' || lang === 'de') return cyrillic || (lang === 'de' && readsEnglish(rest));
      // ru and kk: English sentences (Latin text with English function words, no Cyrillic).
      return !cyrillic && words(rest).filter((word) => ENGLISH_WORDS.has(word)).length >= 2;
    })
    .map(({ text }) => text);
}

/**
 * Names kept as they are in every language: the products (their English names are brand names),
 * the company, the locale switch, and the names that the people, cities and partners carry in
 * the content (read from the API, so a new product needs no change here).
 */
async function allowedNames(baseURL: string): Promise<string[]> {
  const get = async (path: string) => {
    const response = await fetch(`${baseURL}/api/v1${path}`);
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: unknown };
    return body.data ?? body;
  };
  const products = (await get('/products/?locale=en&limit=100')) as {
    items: { name: string }[];
  } | null;
  const employees = ((await get('/employees/?locale=en&limit=100')) ?? []) as { name: string }[];
  const partners = ((await get('/partners/?locale=en')) ?? []) as { name?: string }[];
  const names = [
    ...(products?.items ?? []).map(({ name }) => name),
    ...employees.map(({ name }) => name),
    ...partners.flatMap(({ name }) => (name ? [name] : [])),
    'Ferrum Digital',
    'Industrial IoT',
    'Techpod',
    'EN',
    'RU',
    'DE',
    'KZ',
  ];
  // Longest first, so "MDC+" goes before "MDC".
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}

/** The allowed names, read once per worker. */
const allowed: { names: string[] } = { names: [] };

/**
 * The idp page is Russian whatever the URL's locale: spec §2.5 asks its API data in Russian and
 * §2.7 gives it the Russian-DIP layout, whose menus and footer lists are Russian too. Its
 * pictures are checked; its language is not (its content blocks do declare `lang="ru"`).
 */
const russianLayoutPages = new Set(['/idp/']);

test.beforeAll(async ({ baseURL }) => {
  allowed.names = await allowedNames(baseURL ?? '');
});

// One test per page, so the two workers share the walk and a slow page has its own time.
for (const path of walkPages) {
  test(`${path}: no picture on two cards, and the text is in the page's language`, async ({
    page,
  }) => {
    const { names } = allowed;
    expect(names.length).toBeGreaterThan(20);
    // The server's HTML is what is checked: every card and text is rendered there.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect.soft(await repeatedCardImages(page), 'pictures on more than one card').toEqual([]);
    if (russianLayoutPages.has(path)) return;
    // Every text is in the language it declares: the page's (<html lang>) or its block's (the
    // course programmes are served in Russian on every locale and say so).
    const foreign = foreignTexts(await visibleTexts(page), names);
    expect.soft(foreign, 'visible text in another language than it declares').toEqual([]);
  });
}

test('the language check itself: English on a German page is caught, names are not', () => {
  const names = ['Industrial IoT Platform', 'Ferrum Digital'];
  const de = (...texts: string[]) => texts.map((text) => ({ text, lang: 'de' }));
  expect(foreignTexts(de('Read more', 'Mining', 'Our flagship products'), names)).toEqual([
    'Read more',
    'Mining',
    'Our flagship products',
  ]);
  expect(
    foreignTexts(
      de('Industrial IoT Platform', 'Mehr erfahren', 'Ferrum Digital', 'News und Medien'),
      names,
    ),
  ).toEqual([]);
  expect(foreignTexts([{ text: 'Подробнее', lang: 'en' }], names)).toEqual(['Подробнее']);
  expect(
    foreignTexts(
      [
        { text: 'Read the case study', lang: 'ru' },
        { text: 'OpenMine', lang: 'ru' },
        { text: 'Подробнее', lang: 'ru' },
      ],
      names,
    ),
  ).toEqual(['Read the case study']);
});
