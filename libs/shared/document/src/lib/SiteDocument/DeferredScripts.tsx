import type { ReactNode } from 'react';

/**
 * The inline script that starts the page's client entry (issue 17). It runs where it stands, right
 * after the `<noscript>` that holds the entry's `<script type="module">` as inert markup, and
 * inserts a copy of it once the page's first contentful paint is on the screen and its hero image
 * (`img[fetchpriority=high]`) has loaded, at the latest 4 s after the first paint; at once when
 * the page is hidden or the visitor presses a key, touches or clicks the page first (a tap before
 * hydration is kept: `EARLY_TAPS_SCRIPT`).
 *
 * So on a slow phone connection the page's JavaScript does not compete with its CSS, brand font
 * and hero image: the page paints as soon as its static copy would, and hydrates after. The copy
 * carries this script's nonce (`'strict-dynamic'` would allow it anyway) and is inserted into the
 * `<noscript>`, which React does not hydrate: nothing React renders moves.
 */
export const START_SCRIPTS = `(function (d, me) {
  var box = me.previousElementSibling;
  var markup = d.createElement('template');
  markup.innerHTML = box.textContent;
  var copies = [].slice.call(markup.content.children).map(function (element) {
    var copy = d.createElement(element.localName);
    [].slice.call(element.attributes).forEach(function (attribute) {
      if (attribute.name !== 'nonce') copy.setAttribute(attribute.name, attribute.value);
    });
    copy.nonce = me.nonce;
    return copy;
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    copies.forEach(function (copy) { box.appendChild(copy); });
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
 * The page's client entry (`IslandEntry`), started after the first paint (see `START_SCRIPTS`).
 * On the server it renders into the `<noscript>`, which the browser keeps as text; in the browser
 * React renders nothing inside a `<noscript>`, so hydration never looks at either.
 */
export function DeferredScripts({
  nonce,
  children,
}: {
  nonce: string | undefined;
  /** What it starts: the page's client entry (ADR 0032). */
  children: ReactNode;
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
