import { HYDRATED_ATTRIBUTE } from '../hydration/hydration';
import { EARLY_TAPS_SCRIPT } from './early-taps';

/**
 * The head's early-taps script in a page as the server sends it: jsdom runs no page scripts, so
 * the script is run as the page would run it, and the page's "hydration" is its listeners being
 * attached and `<html data-hydrated>` set, as `hydrateIslands` does.
 */
let stopScript: () => void = () => undefined;

function setUpPage(html: string) {
  document.body.innerHTML = html;
  // The script's listeners live on the window: each test's page starts with a script of its own
  // and ends with its page hydrated (which removes them).
  // eslint-disable-next-line no-new-func
  new Function(EARLY_TAPS_SCRIPT)();
  stopScript = () => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/** What React does once it has hydrated: listeners on the page's elements, then the mark. */
async function hydrate(listen: () => void) {
  listen();
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  // The script hands the taps over from its MutationObserver (a microtask).
  await Promise.resolve();
}

const tap = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(async () => {
  stopScript();
  await Promise.resolve();
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('EARLY_TAPS_SCRIPT', () => {
  it('gives a tap made before hydration to the page once it has hydrated', async () => {
    setUpPage('<header><button type="button"><svg></svg>Menu</button></header>');
    const button = document.querySelector('button') as HTMLButtonElement;
    const opened: string[] = [];
    tap(button.querySelector('svg') as Element);
    expect(opened).toEqual([]);
    await hydrate(() => button.addEventListener('click', () => opened.push('menu')));
    expect(opened).toEqual(['menu']);
    // Once hydrated, taps are the page's own business, handled once.
    tap(button);
    expect(opened).toEqual(['menu', 'menu']);
  });

  it('holds a tap away from listeners that come before hydration has finished', async () => {
    setUpPage('<button type="button">Register</button>');
    const button = document.querySelector('button') as HTMLButtonElement;
    const seen: string[] = [];
    // React's root listener exists while the page is still hydrating: it must not see the tap
    // half-way, or the replay would make it two.
    document.addEventListener('click', () => seen.push('root'), true);
    tap(button);
    expect(seen).toEqual([]);
    await hydrate(() => undefined);
    expect(seen).toEqual(['root']);
  });

  it('counts repeated taps on one control once, and keeps the order of different ones', async () => {
    setUpPage('<button id="a" type="button">A</button><button id="b" type="button">B</button>');
    const [a, b] = [...document.querySelectorAll('button')];
    const seen: string[] = [];
    tap(a as Element);
    tap(b as Element);
    tap(a as Element);
    await hydrate(() => {
      a?.addEventListener('click', () => seen.push('a'));
      b?.addEventListener('click', () => seen.push('b'));
    });
    expect(seen).toEqual(['a', 'b']);
  });

  it('leaves a link, a field and a summary to the browser', () => {
    setUpPage(
      '<a href="/about/"><span>About</span></a><label><input type="checkbox"> Agree</label>' +
        '<details><summary>More</summary></details>',
    );
    for (const selector of ['a span', 'input', 'summary']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector(selector)?.dispatchEvent(event);
      expect([selector, event.defaultPrevented]).toEqual([selector, false]);
    }
  });

  it('keeps a submit made before hydration and sends it through the page once hydrated', async () => {
    setUpPage(
      '<form action="/"><input name="email" value="a@b.example"><button name="go">Send</button></form>',
    );
    const form = document.querySelector('form') as HTMLFormElement;
    const button = form.querySelector('button') as HTMLButtonElement;
    const sent: string[] = [];
    const native = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(native);
    // The browser would have sent the form to the page's own URL: prevented, kept.
    expect(native.defaultPrevented).toBe(true);
    // The submit button's own tap is kept as a tap (its default, the native submit, prevented).
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await hydrate(() =>
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        sent.push('submit');
      }),
    );
    // The kept submit, then the kept tap on the submit button (which submits again): both reach
    // the page's handler, neither the browser's default.
    expect(sent).toEqual(['submit', 'submit']);
  });

  it('drops a tap on an element the page no longer has', async () => {
    setUpPage('<button type="button">Old</button>');
    const old = document.querySelector('button') as HTMLButtonElement;
    const seen: string[] = [];
    old.addEventListener('click', () => seen.push('old'));
    tap(old);
    old.remove();
    await hydrate(() => undefined);
    expect(seen).toEqual([]);
  });
});
