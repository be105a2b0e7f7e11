import { START_SCRIPTS } from './DeferredScripts';

/**
 * The start-up script in a page shaped like the server's: React Router's scripts as the text of a
 * `<noscript>`, the start-up script right after it with the response's nonce. jsdom runs no
 * scripts of a page, so what is observed is what the start-up script inserts, and when.
 */
const NONCE = 'test-nonce-1234567890';
const ROUTER_SCRIPTS =
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="server-nonce"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="server-nonce"/>' +
  '<script nonce="server-nonce">window.__reactRouterContext = {"url":"/"};</script>' +
  '<script nonce="server-nonce" type="module" async="">import("/assets/entry.client.js");</script>';

let frames: FrameRequestCallback[] = [];
let hidden = false;

function setUpPage({ hero }: { hero?: 'loading' | 'complete' } = {}) {
  document.body.innerHTML = `${
    hero ? '<picture><img alt="" fetchpriority="high" src="/hero.svg"></picture>' : ''
  }<noscript></noscript>`;
  const box = document.querySelector('noscript') as HTMLElement;
  // jsdom parses <noscript> as markup; a browser with scripts keeps its content as text.
  box.textContent = ROUTER_SCRIPTS;
  const img = document.querySelector('img');
  if (img) Object.defineProperty(img, 'complete', { value: hero === 'complete' });
  const script = document.createElement('script');
  script.nonce = NONCE;
  box.after(script);
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  // The inline script as the page runs it: a string, executed in the page's global scope.
  // eslint-disable-next-line no-new-func
  new Function(START_SCRIPTS)();
  return { box, img };
}

/** What the start-up script has inserted so far: tag, type or rel, and nonce. */
const inserted = (box: HTMLElement) =>
  [...box.children].map((element) =>
    element instanceof HTMLScriptElement
      ? `script${element.type ? `:${element.type}` : ''} ${element.nonce} ${element.text}`
      : `link:${element.getAttribute('rel')} ${(element as HTMLLinkElement).nonce} ${element.getAttribute('href')}`,
  );

const CONTEXT = `script ${NONCE} window.__reactRouterContext = {"url":"/"};`;
const LATER = [
  `link:modulepreload ${NONCE} /assets/entry.client.js`,
  `link:modulepreload ${NONCE} /assets/root.js`,
  `script:module ${NONCE} import("/assets/entry.client.js");`,
];

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  hidden = false;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  jest.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (document as { currentScript?: unknown }).currentScript;
});

const paintFrame = () => {
  const pending = frames;
  frames = [];
  for (const callback of pending) callback(performance.now());
  jest.advanceTimersByTime(0);
};

describe('START_SCRIPTS (the page paints first, then its scripts load)', () => {
  it('runs the context script at once and the modules only after the first paint', () => {
    const { box } = setUpPage();
    expect(inserted(box)).toEqual([CONTEXT]);
    jest.advanceTimersByTime(10_000);
    expect(inserted(box)).toEqual([CONTEXT]);
    paintFrame();
    expect(inserted(box)).toEqual([CONTEXT, ...LATER]);
  });

  it('waits for the hero image after the first paint, at most 4 s', () => {
    const { box, img } = setUpPage({ hero: 'loading' });
    paintFrame();
    expect(inserted(box)).toEqual([CONTEXT]);
    img?.dispatchEvent(new Event('load'));
    expect(inserted(box)).toEqual([CONTEXT, ...LATER]);
    // Once only, whatever comes next.
    jest.advanceTimersByTime(4000);
    expect(box.children).toHaveLength(1 + LATER.length);

    const slow = setUpPage({ hero: 'loading' });
    paintFrame();
    jest.advanceTimersByTime(3999);
    expect(inserted(slow.box)).toEqual([CONTEXT]);
    jest.advanceTimersByTime(1);
    expect(inserted(slow.box)).toEqual([CONTEXT, ...LATER]);
  });

  it('does not wait for a hero image that has already loaded', () => {
    const { box } = setUpPage({ hero: 'complete' });
    paintFrame();
    expect(inserted(box)).toEqual([CONTEXT, ...LATER]);
  });

  it('starts at once when the visitor presses a key or touches the page first', () => {
    const { box } = setUpPage({ hero: 'loading' });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(inserted(box)).toEqual([CONTEXT, ...LATER]);
    const touched = setUpPage({ hero: 'loading' });
    document.dispatchEvent(new Event('pointerdown'));
    expect(inserted(touched.box)).toEqual([CONTEXT, ...LATER]);
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    hidden = true;
    const { box } = setUpPage({ hero: 'loading' });
    expect(inserted(box)).toEqual([CONTEXT, ...LATER]);
    hidden = false;
    const shown = setUpPage({ hero: 'loading' });
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(inserted(shown.box)).toEqual([CONTEXT, ...LATER]);
  });
});
