import { useEffect } from 'react';
import { openConsentSettings } from '@corp/shared/consent';

/** `<button data-disclosure aria-controls="id">`: shows or hides the element it controls. */
export const DISCLOSURE_ATTRIBUTE = 'data-disclosure';
/** `<button data-consent-settings>`: opens the cookie settings (spec §4). */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';

/** Flips a disclosure button and the element it controls (`data-open`), as `FooterLists` does. */
export function toggleDisclosure(button: Element): void {
  const expanded = button.getAttribute('aria-expanded') === 'true';
  button.setAttribute('aria-expanded', String(!expanded));
  const id = button.getAttribute('aria-controls');
  const controlled = id ? document.getElementById(id) : null;
  if (!controlled) return;
  if (expanded) controlled.removeAttribute('data-open');
  else controlled.setAttribute('data-open', 'true');
}

/**
 * The footer's buttons on an island page (ADR 0032), whose footer is server HTML: the lists'
 * titles below 540 px show and hide their lists, and "Cookie settings" opens the settings. A
 * part with no DOM (as `InPageAnchors`): one listener on the document, so the footer's hundred
 * links hydrate nothing. A tap before it starts is held until the page has hydrated (ADR 0028).
 */
export function FooterControls() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const disclosure = event.target.closest(`button[${DISCLOSURE_ATTRIBUTE}]`);
      if (disclosure) {
        toggleDisclosure(disclosure);
        return;
      }
      if (event.target.closest(`button[${CONSENT_SETTINGS_ATTRIBUTE}]`)) openConsentSettings();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
