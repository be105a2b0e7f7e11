import type { WebVitalName } from '@corp/shared/contracts';
import { Histogram } from 'prom-client';
import type { Registry } from 'prom-client';

/** One value a visitor's browser reported, its page already reduced to the bounded page types. */
export interface WebVitalObservation {
  site: string;
  /** A page name of the site's page table (`product-code`), or `other`. */
  pageType: string;
  name: WebVitalName;
  /** Milliseconds (LCP, INP, TTFB) or the layout-shift score (CLS), as web-vitals reports it. */
  value: number;
}

/**
 * Bucket bounds (seconds) holding each threshold Core Web Vitals judge by — INP 0.2 / 0.5,
 * TTFB 0.8 / 1.8, LCP 2.5 / 4 — so `histogram_quantile(0.75, …)` is exact where it matters.
 */
export const WEB_VITAL_SECONDS_BUCKETS = [
  0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.2, 1.5, 1.8, 2.5, 3, 4, 5, 6, 8, 10, 20, 60,
];
/** Bucket bounds of CLS (a score), with its thresholds 0.1 and 0.25. */
export const WEB_VITAL_CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2];

export interface WebVitalHistograms {
  observe(observation: WebVitalObservation): void;
}

/**
 * The field data's histograms in `registry`, by `site`, `page_type` and `metric`:
 * `web_vitals_seconds` (LCP, INP, TTFB) and `web_vitals_cls` (CLS, no unit). Each label takes
 * a few known values only: the sites, their page table's names plus `other`, four metrics.
 */
export function createWebVitalHistograms(registry: Registry): WebVitalHistograms {
  const labelNames = ['site', 'page_type', 'metric'] as const;
  const seconds = new Histogram({
    name: 'web_vitals_seconds',
    help: 'Field data of visitors who allowed analytics: LCP, INP and TTFB in seconds, by site, page type (route name without locale) and metric, one observation per page load.',
    labelNames,
    buckets: WEB_VITAL_SECONDS_BUCKETS,
    registers: [registry],
  });
  const cls = new Histogram({
    name: 'web_vitals_cls',
    help: 'Field data of visitors who allowed analytics: Cumulative Layout Shift (a score), by site, page type and metric, one observation per page load.',
    labelNames,
    buckets: WEB_VITAL_CLS_BUCKETS,
    registers: [registry],
  });
  return {
    observe({ site, pageType, name, value }) {
      const labels = { site, page_type: pageType, metric: name };
      if (name === 'CLS') cls.observe(labels, value);
      else seconds.observe(labels, value / 1000);
    },
  };
}
