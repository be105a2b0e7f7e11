// Loaded on demand (`startWebVitals`): the web-vitals library and the beacon, in a chunk of their
// own that only a visitor who accepted the analytical cookies ever fetches.
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { MetricType } from 'web-vitals';
import { hasConsent } from '@corp/shared/consent';
import { WEB_VITAL_MAX, WEB_VITALS_MAX_BATCH, WEB_VITALS_PATH } from '@corp/shared/contracts';
import type { WebVital, WebVitalsRequest } from '@corp/shared/contracts';
import type { WebVitalsPage } from './web-vitals';

/**
 * The API at the page's own origin, as every browser call reaches it (`DEFAULT_API_BASE_URL` of
 * @corp/shared/data-access-api, not imported: its module would bring RTK Query into this chunk).
 */
export const WEB_VITALS_URL = `/api/v1${WEB_VITALS_PATH}`;

const isReportable = (metric: MetricType): metric is MetricType & { name: WebVital['name'] } =>
  metric.name in WEB_VITAL_MAX &&
  Number.isFinite(metric.value) &&
  metric.value >= 0 &&
  metric.value <= WEB_VITAL_MAX[metric.name as WebVital['name']];

/**
 * Measures LCP, INP, CLS and TTFB (web-vitals) and sends them with `navigator.sendBeacon`, in
 * one batch each time the page is hidden (switched away from, closed, left), so a page load
 * costs one or two small requests. Each metric is sent once per page load (its first report;
 * a back/forward-cache restore starts a new one), so a histogram counts page loads. Nothing
 * is sent once the visitor has withdrawn the analytical cookies.
 */
export function reportWebVitals({ site, pageType }: WebVitalsPage): void {
  const queue = new Map<string, WebVital>();
  const sent = new Set<string>();
  const add = (metric: MetricType) => {
    if (sent.has(metric.id) || !isReportable(metric)) return;
    queue.set(metric.id, { name: metric.name, value: metric.value, rating: metric.rating });
  };
  const flush = () => {
    if (!queue.size) return;
    const metrics = [...queue.values()];
    for (const id of queue.keys()) sent.add(id);
    queue.clear();
    if (!hasConsent('analytical')) return;
    for (let start = 0; start < metrics.length; start += WEB_VITALS_MAX_BATCH) {
      const body: WebVitalsRequest = {
        site,
        pageType,
        metrics: metrics.slice(start, start + WEB_VITALS_MAX_BATCH),
      };
      // A string goes as text/plain: no preflight, and the API reads it as JSON.
      navigator.sendBeacon(WEB_VITALS_URL, JSON.stringify(body));
    }
  };
  onTTFB(add);
  onLCP(add);
  onCLS(add);
  onINP(add);
  // After web-vitals' own listeners (they capture), which report CLS, INP and LCP on the hide;
  // a page being left is hidden first too (web-vitals itself relies on nothing else).
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
