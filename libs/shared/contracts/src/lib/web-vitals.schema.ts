import { z } from 'zod/mini';
import { siteNames } from '@corp/shared/routing';
import { message } from './contact-form.schema';

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

const webVitalSchema = z
  .strictObject({
    name: z.enum(webVitalNames, message('wrong-value')),
    value: z.number(message('wrong-value')).check(z.gte(0, message('wrong-value'))),
    rating: z.enum(webVitalRatings, message('wrong-value')),
  })
  .check(
    z.refine(({ name, value }) => value <= WEB_VITAL_MAX[name], {
      ...message('wrong-value'),
      path: ['value'],
    }),
  );
export type WebVital = z.infer<typeof webVitalSchema>;

/** One beacon: the page's site and type, and the metrics reported since the last one. */
export const webVitalsRequestSchema = z.strictObject({
  site: z.enum(siteNames, message('wrong-value')),
  pageType: z
    .string(message('wrong-value'))
    .check(z.regex(PAGE_TYPE_PATTERN, message('wrong-value'))),
  metrics: z
    .array(webVitalSchema, message('wrong-value'))
    .check(
      z.minLength(1, message('required')),
      z.maxLength(WEB_VITALS_MAX_BATCH, message('too-long')),
    ),
});
export type WebVitalsRequest = z.infer<typeof webVitalsRequestSchema>;
