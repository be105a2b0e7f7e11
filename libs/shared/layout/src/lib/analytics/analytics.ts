import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useNonce } from '../nonce/nonce';

type Metrika = ((id: number, method: string, ...args: unknown[]) => void) & { a?: unknown[][] };

declare global {
  interface Window {
    ym?: Metrika;
  }
}

export const METRIKA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';

/** Queues calls until Metrika's script has loaded (its documented stub). */
function metrika(): Metrika {
  if (!window.ym) {
    const stub: Metrika = (...args) => {
      (stub.a ??= []).push(args);
    };
    window.ym = stub;
  }
  return window.ym;
}

/**
 * Spec §7 "Analytics records a hit on every navigation": with a counter id, loads Yandex
 * Metrika once (a script of the page's own nonce, so the CSP allows it) and sends a hit for
 * every location the visitor reaches, the first page included. Without an id it does nothing.
 */
export function useAnalyticsHits(analyticsId: string | undefined): void {
  const location = useLocation();
  const nonce = useNonce();
  const initialised = useRef(false);
  const url = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!analyticsId) return;
    const counter = Number(analyticsId);
    const ym = metrika();
    if (!initialised.current) {
      initialised.current = true;
      ym(counter, 'init', { defer: true, clickmap: true, trackLinks: true });
      if (!document.querySelector(`script[src="${METRIKA_SCRIPT}"]`)) {
        const script = document.createElement('script');
        script.async = true;
        script.src = METRIKA_SCRIPT;
        if (nonce) script.nonce = nonce;
        document.head.appendChild(script);
      }
    }
    ym(counter, 'hit', url, { referer: document.referrer });
  }, [analyticsId, url, nonce]);
}
