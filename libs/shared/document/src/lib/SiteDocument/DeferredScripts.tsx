import type { ReactNode } from 'react';
import { Scripts } from 'react-router';

/** How many module preloads (or the entry module) the start-up script inserts per task. */
export const INSERT_PER_TASK = 6;

/**
 * The inline script that starts React Router's scripts (issue 17). It runs where it stands, right
 * after the `<noscript>` that holds them as inert markup:
 *
 * - the context script (`window.__reactRouterContext`, a classic script) at once, since the
 *   loader data's stream scripts later in the document write into it;
 * - the module preloads and the module that imports the route modules and the client entry only
 *   once the page's first contentful paint is on the screen and its hero image (`img[fetchpriority=high]`) has loaded, at
 *   the latest 4 s after the first paint; at once when the page is hidden or the visitor presses a
 *   key, touches or clicks the page first (a tap before hydration is kept: `EARLY_TAPS_SCRIPT`).
 *   They go in a few per task, the module last, so that starting 45 fetches is not one long task
 *   on a phone.
 *
 * So on a slow phone connection the page's 150–200 kB of JavaScript does not compete with its CSS,
 * brand font and hero image: the page paints as soon as its static copy would, and hydrates after.
 * The copies carry this script's nonce (`'strict-dynamic'` would allow them anyway) and are
 * inserted into the `<noscript>`, which React does not hydrate: nothing React renders moves.
 */
export const START_SCRIPTS = `(function (d, me) {
  var box = me.previousElementSibling;
  var markup = d.createElement('template');
  markup.innerHTML = box.textContent;
  var later = [];
  [].slice.call(markup.content.children).forEach(function (element) {
    var copy = d.createElement(element.localName);
    [].slice.call(element.attributes).forEach(function (attribute) {
      if (attribute.name !== 'nonce') copy.setAttribute(attribute.name, attribute.value);
    });
    copy.nonce = me.nonce;
    if (element.localName === 'script') {
      copy.text = element.text;
      if (element.type !== 'module') return void box.appendChild(copy);
    }
    later.push(copy);
  });
  var started = false;
  // A few elements per task: each module preload starts a fetch, about 1 ms of a phone's main
  // thread, so 45 of them at once would be one long task. The entry module comes last.
  function insertSome() {
    later.splice(0, ${INSERT_PER_TASK}).forEach(function (copy) { box.appendChild(copy); });
    if (later.length) setTimeout(insertSome, 0);
  }
  function start() {
    if (started) return;
    started = true;
    insertSome();
  }
  function afterHero() {
    var hero = d.querySelector('img[fetchpriority="high"]');
    if (!hero || hero.complete) return start();
    hero.addEventListener('load', start);
    hero.addEventListener('error', start);
    setTimeout(start, 4000);
  }
  // On the window: the head's EARLY_TAPS_SCRIPT keeps a click made before hydration from going
  // further (it gives it to the page once hydrated), and a click made without a pointer (a
  // screen reader's) must start the scripts too.
  ['keydown', 'pointerdown', 'touchstart', 'click'].forEach(function (type) {
    window.addEventListener(type, start, { capture: true, once: true, passive: true });
  });
  d.addEventListener('visibilitychange', function () { if (d.hidden) start(); });
  // After the first contentful paint has been presented (the browser's paint entry; a frame's
  // callbacks run before its pixels reach the screen), or after the first frame where the browser
  // reports no paint entries; without any paint entry, 4 s on.
  function afterPaint() {
    var done = false;
    function next() { if (!done) { done = true; afterHero(); } }
    var Observer = window.PerformanceObserver;
    if (!Observer || (Observer.supportedEntryTypes || []).indexOf('paint') < 0) {
      return void requestAnimationFrame(function () { setTimeout(next, 0); });
    }
    var observer = new Observer(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(next, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(next, 4000);
  }
  if (d.hidden) start();
  else afterPaint();
})(document, document.currentScript);`;

/**
 * React Router's `<Scripts>`, started after the first paint (see `START_SCRIPTS`). On the server
 * `<Scripts>` renders into the `<noscript>` as usual (React does not hoist its module preloads out
 * of a `<noscript>`), which the browser keeps as text; in the browser React renders nothing inside
 * a `<noscript>`, so hydration never looks at either.
 */
export function DeferredScripts({
  nonce,
  children = <Scripts nonce={nonce} />,
}: {
  nonce: string | undefined;
  /** What it starts: React Router's `<Scripts>`, or an island page's client entry (ADR 0032). */
  children?: ReactNode;
}) {
  return (
    <>
      <noscript>{children}</noscript>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: START_SCRIPTS }}
      />
    </>
  );
}
