import type { Page } from '@playwright/test';

/*
 * What the walk (walk.spec.ts) checks on each page it visits, read from the page in the browser.
 * One visit per page and width does every check, so no page is loaded and hydrated twice.
 */

export interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** The widest elements past the window's right edge that nothing clips. */
  offenders: { selector: string; right: number }[];
}

/** Whether the page scrolls sideways, and which elements stick out (the widest first). */
export function measureOverflow(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    const { innerWidth } = window;
    if (scrollWidth <= innerWidth) return null;
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.position === 'fixed' || !['visible', ''].includes(style.overflowX);
    };
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) return false;
        if (clips(parent)) return true;
      }
      return false;
    };
    const selectorOf = (element: Element) => {
      const parts: string[] = [];
      for (
        let node: Element | null = element;
        node && parts.length < 4;
        node = node.parentElement
      ) {
        const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`);
        parts.unshift(
          `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes.join('')}`,
        );
      }
      return parts.join(' > ');
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(
        ({ element, right }) =>
          right > innerWidth + 0.5 &&
          getComputedStyle(element).position !== 'fixed' &&
          !clipped(element),
      )
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => ({ selector: selectorOf(element), right: Math.round(right) }));
    return { scrollWidth, innerWidth, offenders };
  });
}

/**
 * What the fixed header hides at the top of the page: the page's h1 and the navigation in the
 * page (breadcrumbs, the media pages' bar) must start below the header.
 */
export function hiddenUnderHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('[data-layout] > header');
    if (!header) return [];
    const bottom = header.getBoundingClientRect().bottom;
    return [...document.querySelectorAll<HTMLElement>('main h1, main nav')]
      .filter((element) => element.offsetParent !== null)
      .filter((element) => element.getBoundingClientRect().top < bottom - 1)
      .map((element) => `${element.tagName.toLowerCase()} "${element.innerText.slice(0, 40)}"`);
  });
}

/**
 * Scrolls down the whole page a screen at a time, so lazy images load and fade-ins reveal (a few
 * frames a screen: their observers report on the next frame).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
  });
}

/**
 * Fade-in blocks that stay hidden while in view: sections a visitor never sees. A block the fast
 * scroll went past is brought into view and given a second to appear.
 */
export function unrevealed(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const stuck: string[] = [];
    const hidden = [...document.querySelectorAll<HTMLElement>('[data-state="hidden"]')];
    for (const block of hidden.filter((element) => element.getClientRects().length > 0)) {
      block.scrollIntoView({ block: 'center' });
      for (let wait = 0; wait < 20 && block.dataset['state'] === 'hidden'; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      if (block.dataset['state'] === 'hidden') stuck.push(block.innerText.slice(0, 60));
    }
    return stuck;
  });
}

/** Images that finished loading without a picture (a 404, a broken file), by their source. */
export async function brokenImages(page: Page): Promise<string[]> {
  // Give started downloads a moment to finish; lazy images still far away stay incomplete.
  await page
    .waitForFunction(
      () => [...document.images].every((image) => image.complete || image.loading === 'lazy'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src || image.outerHTML.slice(0, 120)),
  );
}

/**
 * The pictures of a page's cards (images inside an article or list item of the page's main
 * content), by source, that appear more than once. Visible images only: a slider's clones and a
 * closed modal's pictures are not on the page for the visitor.
 */
export function repeatedCardImages(page: Page): Promise<string[]> {
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

// Every piece of visible text with the language its element declares (shared with the Asia site).
export { visibleTexts } from '@corp/shared/testing-e2e';

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
export function foreignTexts(
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
export async function allowedNames(baseURL: string): Promise<string[]> {
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

/**
 * The idp page is Russian whatever the URL's locale: spec §2.5 asks its API data in Russian and
 * §2.7 gives it the Russian-DIP layout, whose menus and footer lists are Russian too. Its
 * pictures are checked; its language is not (its content blocks do declare `lang="ru"`).
 */
export const russianLayoutPages = new Set(['/idp/']);

/** The brand font's family in `--font-family-base` (libs/shared/ui typography.css). */
export const BRAND_FONT = 'Inter Variable';

/** The steps of `--font-size-*` (libs/shared/ui tokens.css) in pixels. */
export const TYPE_SCALE = ['12px', '14px', '16px', '20px', '28px', '40px', '56px'];

export interface TextStyle {
  /** Elements with text of their own whose first font family is not the brand font. */
  otherFonts: string[];
  /** Elements with text whose size is no step of the type scale. */
  offScale: string[];
  /** Whether a face of the brand font finished loading. */
  brandLoaded: boolean;
}

/** The font family and size of every visible element that has text of its own. */
export function textStyle(page: Page): Promise<TextStyle> {
  return page.evaluate(
    async ({ brand, scale }) => {
      await document.fonts.ready;
      const otherFonts: string[] = [];
      const offScale: string[] = [];
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()}${[...element.classList]
          .slice(0, 1)
          .map((c) => `.${c}`)
          .join('')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      for (const element of document.body.querySelectorAll('*')) {
        if (!element.checkVisibility()) continue;
        const hasText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim(),
        );
        if (!hasText) continue;
        const style = getComputedStyle(element);
        const first = (style.fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
        if (first !== brand) otherFonts.push(`${name(element)}: ${style.fontFamily}`);
        if (!scale.includes(style.fontSize)) offScale.push(`${name(element)}: ${style.fontSize}`);
      }
      const brandLoaded = [...document.fonts].some(
        (face) => face.family.replace(/["']/g, '') === brand && face.status === 'loaded',
      );
      return { otherFonts, offScale, brandLoaded };
    },
    { brand: BRAND_FONT, scale: TYPE_SCALE },
  );
}
