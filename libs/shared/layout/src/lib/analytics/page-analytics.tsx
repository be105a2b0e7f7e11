import { useEffect, useRef } from 'react';
import { metrika, useHasConsent } from '@corp/shared/consent';
import type { SiteName } from '@corp/shared/contracts';
import { usePublicConfig } from '@corp/shared/document/islands';
import { pushMarketingEvent } from './marketing-events';
import type { MarketingEvent } from './marketing-events';
import { usePageWebVitals } from './web-vitals';

/**
 * Spec §7 "Analytics records a hit on every navigation", once the visitor has accepted the
 * analytical cookies (spec §4; nothing before a choice nor after a refusal): with a counter id,
 * initialises Yandex Metrika and sends a hit for every `url` the visitor reaches, the page of the
 * choice included. The calls queue in Metrika's stub; the consent's third-party loader adds
 * Metrika's script (once, with the page's nonce, in an idle callback). Without an id it does
 * nothing.
 */
export function useAnalyticsHits(analyticsId: string | undefined, url: string): void {
  const allowed = useHasConsent('analytical');
  const initialised = useRef(false);

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

/**
 * Spec §7: the page's events go to the marketing script when the page changes (the first page
 * included), each only with marketing consent (checked at each push; `pushMarketingEvent`).
 */
export function usePageEvents(events: readonly MarketingEvent[]): void {
  // The events as a key: the effect runs when the page changes, not on each render.
  const key = JSON.stringify(events);
  useEffect(() => {
    for (const event of JSON.parse(key) as MarketingEvent[]) pushMarketingEvent(event);
  }, [key]);
}

export interface PageAnalyticsProps {
  site: SiteName;
  /** The page's path and query: what an analytics hit records. */
  url: string;
  /** Its marketing events, resolved on the server (`pageEvents`). */
  events: MarketingEvent[];
  /** Its type for the field data (`useMarketingPage`'s name); `other` when none. */
  pageType: string | undefined;
}

/**
 * The analytics of an island page (ADR 0032), a part with no DOM: the page's hit, its marketing
 * events and its field data, what `SiteChrome`'s hooks do through the router on other pages.
 */
export function PageAnalytics({ site, url, events, pageType }: PageAnalyticsProps) {
  useAnalyticsHits(usePublicConfig().analyticsId, url);
  usePageEvents(events);
  usePageWebVitals(site, pageType);
  return null;
}
