import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { metrika, METRIKA_SCRIPT, useHasConsent } from '@corp/shared/consent';

export { METRIKA_SCRIPT };

/**
 * Spec §7 "Analytics records a hit on every navigation", once the visitor has accepted the
 * analytical cookies (spec §4; nothing before a choice nor after a refusal): with a counter id,
 * initialises Yandex Metrika and sends a hit for every location the visitor reaches, the page
 * of the choice included. The calls queue in Metrika's stub; the consent's third-party loader
 * adds Metrika's script (once, with the page's nonce, in an idle callback). Without an id it
 * does nothing.
 */
export function useAnalyticsHits(analyticsId: string | undefined): void {
  const location = useLocation();
  const allowed = useHasConsent('analytical');
  const initialised = useRef(false);
  const url = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!analyticsId || !allowed) return;
    const counter = Number(analyticsId);
    const ym = metrika();
    if (!initialised.current) {
      initialised.current = true;
      ym(counter, 'init', { defer: true, clickmap: true, trackLinks: true });
    }
    ym(counter, 'hit', url, { referer: document.referrer });
  }, [analyticsId, url, allowed]);
}
