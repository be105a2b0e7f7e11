import { HYDRATED_ATTRIBUTE } from '../hydration/hydration';

/**
 * What keeps its own answer before the page runs: a link goes to its page, a field takes its
 * input, a `<summary>` opens its `<details>`. A tap on these is left to the browser.
 */
const NATIVE = 'a[href],input,select,textarea,label,summary,option,[contenteditable]';

/**
 * An inline script at the top of the `<head>` (issue 42, point 2; ADR 0028): a tap made before the
 * page has hydrated is kept and given to the page once it has. A page paints before its scripts
 * load (ADR 0021) and hydrates a second or two later on a slow phone; until React has attached its
 * listeners a tap on a button (the menu, "Download the brochure", "Register") did nothing, and a
 * submit would have sent the form to the page's own URL.
 *
 * Until `<html data-hydrated>`, a click on anything but a native control (`NATIVE`) and every
 * submit is held: its default is prevented and it goes no further than the window (React, while
 * it hydrates, does not handle it half-way). Once the page is marked hydrated, each held tap is
 * given again, in order: `click()` on the button (or the element) tapped, `requestSubmit()` on the
 * form with its submitter. A second tap on the same control before then counts once (a visitor
 * who taps again because nothing happened meant one tap). A tap on an element the page no longer
 * has is dropped.
 */
export const EARLY_TAPS_SCRIPT = `(function (w, d) {
  var root = d.documentElement;
  var held = [];
  function hydrated() { return root.hasAttribute('${HYDRATED_ATTRIBUTE}'); }
  function hold(event) {
    var target = event.target;
    if (hydrated() || !target || !target.closest) return;
    var tap;
    if (event.type === 'submit') {
      tap = { form: target, submitter: event.submitter || null };
    } else {
      if (target.closest('${NATIVE}')) return;
      var control = target.closest('button') || target;
      if (control.disabled) return;
      tap = { control: control };
      for (var i = 0; i < held.length; i++) if (held[i].control === control) tap = null;
    }
    event.preventDefault();
    event.stopPropagation();
    if (tap) held.push(tap);
  }
  function replay() {
    held.splice(0).forEach(function (tap) {
      try {
        if (tap.control) { if (tap.control.isConnected) tap.control.click(); }
        else if (tap.form.isConnected) {
          var submitter = tap.submitter && tap.submitter.isConnected ? tap.submitter : null;
          if (submitter) tap.form.requestSubmit(submitter); else tap.form.requestSubmit();
        }
      } catch (error) {
        console.warn('[early-taps] a tap could not be given to the page:', error && error.name);
      }
    });
  }
  w.addEventListener('click', hold, true);
  w.addEventListener('submit', hold, true);
  new MutationObserver(function (records, observer) {
    if (!hydrated()) return;
    observer.disconnect();
    w.removeEventListener('click', hold, true);
    w.removeEventListener('submit', hold, true);
    replay();
  }).observe(root, { attributes: true, attributeFilter: ['${HYDRATED_ATTRIBUTE}'] });
})(window, document);`;
