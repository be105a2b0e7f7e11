import { START_SCRIPTS } from './DeferredScripts';

/**
 * The start-up script in a page shaped like the server's: the script with the response's nonce and
 * the client entry's URL in its `data-entry`. jsdom runs no scripts of a page, so what is observed
 * is what the start-up script inserts, and when.
 */
const NONCE = 'test-nonce-1234567890';

let frames: FrameRequestCallback[] = [];
let hidden = false;

function setUpPage({ hero }: { hero?: 'loading' | 'complete' } = {}) {
  document.body.innerHTML = `${
    hero ? '<picture><img alt="" fetchpriority="high" src="/hero.svg"></picture>' : ''
  }<div></div>`;
  const box = document.querySelector('div') as HTMLElement;
  const img = document.querySelector('img');
  if (img) Object.defineProperty(img, 'complete', { value: hero === 'complete' });
  const script = document.createElement('script');
  script.nonce = NONCE;
  script.setAttribute('data-entry', '/assets/entry.client.js');
  box.append(script);
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  // The inline script as the page runs it: a string, executed in the page's global scope.
  // eslint-disable-next-line no-new-func
  new Function(START_SCRIPTS)();
  return { box, img };
}

/** What the start-up script has inserted so far (beside itself): tag, type, nonce and source. */
const inserted = (box: HTMLElement) =>
  [...box.children]
    .filter((element) => !element.hasAttribute('data-entry'))
    .map(
      (element) =>
        `${element.localName}:${element.getAttribute('type')} ${(element as HTMLScriptElement).nonce} ${element.getAttribute('src')}`,
    );

const ENTRY = `script:module ${NONCE} /assets/entry.client.js`;
const LATER = [ENTRY];

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  hidden = false;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  jest.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  // jsdom has no paint timing: the script waits for a frame instead (the test below has one).
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: undefined });
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
  it('inserts the entry module only after the first paint', () => {
    const { box } = setUpPage();
    expect(inserted(box)).toEqual([]);
    jest.advanceTimersByTime(10_000);
    expect(inserted(box)).toEqual([]);
    paintFrame();
    expect(inserted(box)).toEqual(LATER);
  });

  it('waits for the hero image after the first paint, at most 4 s', () => {
    const { box, img } = setUpPage({ hero: 'loading' });
    paintFrame();
    expect(inserted(box)).toEqual([]);
    img?.dispatchEvent(new Event('load'));
    expect(inserted(box)).toEqual(LATER);
    // Once only, whatever comes next.
    jest.advanceTimersByTime(4000);
    expect(inserted(box)).toHaveLength(LATER.length);

    const slow = setUpPage({ hero: 'loading' });
    paintFrame();
    jest.advanceTimersByTime(3999);
    expect(inserted(slow.box)).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(inserted(slow.box)).toEqual(LATER);
  });

  it('does not wait for a hero image that has already loaded', () => {
    const { box } = setUpPage({ hero: 'complete' });
    paintFrame();
    expect(inserted(box)).toEqual(LATER);
  });

  it('starts at once when the visitor presses a key or touches the page first', () => {
    const { box } = setUpPage({ hero: 'loading' });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(inserted(box)).toEqual(LATER);
    const touched = setUpPage({ hero: 'loading' });
    document.dispatchEvent(new Event('pointerdown'));
    expect(inserted(touched.box)).toEqual(LATER);
  });

  it('starts at once on a click without a pointer (a screen reader), even one held for later', () => {
    // What the head's EARLY_TAPS_SCRIPT, which runs first, does with a click before hydration:
    // it goes no further than the window.
    const hold = (event: Event) => event.stopPropagation();
    window.addEventListener('click', hold, true);
    const { box } = setUpPage({ hero: 'loading' });
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    window.removeEventListener('click', hold, true);
    expect(inserted(box)).toEqual(LATER);
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    hidden = true;
    const { box } = setUpPage({ hero: 'loading' });
    expect(inserted(box)).toEqual(LATER);
    hidden = false;
    const shown = setUpPage({ hero: 'loading' });
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(inserted(shown.box)).toEqual(LATER);
  });

  it('waits for the first contentful paint to be presented where the browser reports it', () => {
    const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      private readonly entry: { callback: PerformanceObserverCallback; disconnected: boolean };
      constructor(callback: PerformanceObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      value: FakeObserver,
    });
    const report = (name: string) => {
      const list = {
        getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
      } as unknown as PerformanceObserverEntryList;
      for (const each of observers) each.callback(list, each as unknown as PerformanceObserver);
    };

    const { box } = setUpPage();
    paintFrame(); // A frame is not enough: its pixels may not be on the screen yet.
    expect(inserted(box)).toEqual([]);
    report('first-paint');
    jest.advanceTimersByTime(0);
    expect(inserted(box)).toEqual([]);
    report('first-contentful-paint');
    expect(observers[0]?.disconnected).toBe(true);
    jest.advanceTimersByTime(0);
    expect(inserted(box)).toEqual(LATER);

    // No paint entry at all: 4 s on.
    observers.length = 0;
    const silent = setUpPage();
    jest.advanceTimersByTime(3999);
    expect(inserted(silent.box)).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(inserted(silent.box)).toEqual(LATER);
  });
});
