/**
 * The inline script that starts the page's client entry (issue 17; ADR 0032: an island page has
 * one script). It inserts the entry's `<script type="module">` (its URL in the script's own
 * `data-entry`, with the script's nonce) right before itself once the page's first contentful
 * paint is on the screen and its hero image (`img[fetchpriority=high]`) has loaded, at the latest
 * 4 s after the first paint; at once when the page is hidden or the visitor presses a key,
 * touches or clicks the page first (a tap before hydration is kept: `EARLY_TAPS_SCRIPT`).
 *
 * So on a slow phone connection the page's JavaScript does not compete with its CSS, brand font
 * and hero image: the page paints as soon as its static copy would, and hydrates after. Nothing
 * React renders moves: no island hydrates this part of the body.
 */
export const START_SCRIPTS = `(function (d, me) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = d.createElement('script');
    entry.type = 'module';
    entry.src = me.getAttribute('data-entry');
    entry.nonce = me.nonce;
    me.parentNode.insertBefore(entry, me);
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

/** The page's client entry (`entry`), started after the first paint (see `START_SCRIPTS`). */
export function DeferredScripts({ nonce, entry }: { nonce: string | undefined; entry: string }) {
  return (
    <script
      nonce={nonce}
      data-entry={entry}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: START_SCRIPTS }}
    />
  );
}
