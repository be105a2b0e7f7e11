import type { Locale } from '@corp/shared/i18n';
import { hasConsent } from '@corp/shared/consent';

/**
 * What the marketing-automation script receives in the browser (spec §7: "a send-by-page and
 * industry marketing call follows each route change … the third-party marketing script also
 * receives product-view and form events, and page ids are mapped per route").
 *
 * The browser interface is a command queue on `window`, the way tag managers take commands
 * before their script has arrived:
 *
 *   window.corpMarketing = window.corpMarketing || [];
 *   window.corpMarketing.push(['page', { pageId: 'main.product:flow', path: '/ru/product/flow/', locale: 'ru' }]);
 *
 * The site pushes `[event, payload]` pairs; the marketing script (`MARKETING_SCRIPT_URL`, loaded
 * only after marketing consent) reads what is queued when it starts and then replaces `push`
 * with its own function, or keeps reading the array. Nothing is pushed, and the queue is not
 * even created, unless the visitor accepted the marketing category: an event before that is
 * dropped, not kept for later. See docs/decisions/0012-marketing-events.md.
 */
export interface MarketingPagePayload {
  /** The page's marketing id (`marketingPageId`). */
  pageId: string;
  /** The path the visitor is on, with its locale prefix (`/ru/industries/mining/`). */
  path: string;
  locale: Locale;
  /** The page's marketing industry id (spec §3 fixed list, 1–6), on pages that have one. */
  industry?: number;
}

export type MarketingEvent =
  | readonly ['page', MarketingPagePayload]
  | readonly ['product-view', { code: string }]
  | readonly ['form', { type: string; page: string }];

/** The queue (or, once the script has replaced `push`, the script's own receiver). */
export interface MarketingQueue {
  push(...events: MarketingEvent[]): unknown;
}

declare global {
  interface Window {
    corpMarketing?: MarketingQueue;
  }
}

/**
 * Hands `event` to the marketing script when the visitor accepted marketing cookies (checked
 * now, at every push); returns whether it was handed over. Browser only.
 */
export function pushMarketingEvent(event: MarketingEvent): boolean {
  if (typeof window === 'undefined' || !hasConsent('marketing')) return false;
  try {
    const queue: MarketingQueue = (window.corpMarketing = window.corpMarketing || []);
    queue.push(event);
    return true;
  } catch (error) {
    // A third-party receiver that throws must not break the page (a form's success path).
    console.warn('[marketing] the event was not handed over:', error);
    return false;
  }
}

/**
 * A lead form's success (spec §7 "form events"): `type` is the request type (`request`,
 * `brochure`, `event`, `resume`, `subscribe` …), `page` the marketing page id of the page the
 * form is on (or its path where the page has no id).
 */
export function reportFormEvent(type: string, page: string): boolean {
  return pushMarketingEvent(['form', { type, page }]);
}

/**
 * Reports a Metrika goal (a site's own, named by its form rules: `FormRules.leadGoal`):
 * `ym(counter, 'reachGoal', name)`, only when the site has a counter
 * (`analyticsId`, the public config's), Metrika is on the page (`window.ym`, set up by
 * `useAnalyticsHits`) and the visitor accepted analytical cookies. Returns whether it was sent.
 */
export function reachGoal(name: string, analyticsId: string | undefined): boolean {
  if (typeof window === 'undefined' || !analyticsId || !/^\d+$/.test(analyticsId)) return false;
  const ym = window.ym;
  if (!ym || !hasConsent('analytical')) return false;
  try {
    ym(Number(analyticsId), 'reachGoal', name);
    return true;
  } catch (error) {
    console.warn('[analytics] the goal was not reported:', error);
    return false;
  }
}
