// The beacon's constants, without zod: the browser's first-load code and the lazily loaded
// reporter read them, and neither should carry a schema (the API validates).
/**
 * Field data (issue 46, goal 5): what a visitor who allowed analytics reports of the page it
 * landed on, `POST /api/v1/web-vitals/` by `navigator.sendBeacon` (a `text/plain` body holding
 * JSON, or `application/json`). Nothing is stored: the API observes each value in a histogram
 * by site, page type and metric, and answers 204.
 */
export const WEB_VITALS_PATH = '/web-vitals/';

/** The Core Web Vitals and the server's part of the load. */
export const webVitalNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/** web-vitals' ratings (the thresholds Core Web Vitals judge by). */
export const webVitalRatings = ['good', 'needs-improvement', 'poor'] as const;

/**
 * The largest value taken, per metric (milliseconds; CLS is a score): past it a report is
 * refused, not clamped — no real page load waits two minutes for its largest paint.
 */
export const WEB_VITAL_MAX: Readonly<Record<WebVitalName, number>> = {
  LCP: 120_000,
  INP: 120_000,
  TTFB: 120_000,
  CLS: 100,
};

/** A page load reports each metric once, again after a back/forward-cache restore: a few per beacon. */
export const WEB_VITALS_MAX_BATCH = 16;

/** A page type: a route name without its locale suffix (`product-code`, `index`). */
export const PAGE_TYPE_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The page type of a page outside the sites' page table (the 404 page), and of any unknown name. */
export const OTHER_PAGE_TYPE = 'other';
