import { useEffect, useState } from 'react';
import { useHasConsent } from '@corp/shared/consent';
import { OTHER_PAGE_TYPE } from '@corp/shared/contracts';
import type { SiteName } from '@corp/shared/routing';
import { HYDRATED_ATTRIBUTE } from '@corp/shared/document/islands';

/** The page a document's field data is counted under: its site and its landing page's type. */
export interface WebVitalsPage {
  site: SiteName;
  /** The landing route's name without its locale suffix (`product-code`), or `other`. */
  pageType: string;
}

let started: Promise<void> | undefined;

/** Resolves once `<html>` is marked hydrated (every part of the page has hydrated). */
function whenHydrated(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.hasAttribute(HYDRATED_ATTRIBUTE)) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  });
}

/** The next idle moment (5 s at most), so the measuring never competes with the page's own work. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 0);
  });

/**
 * Starts measuring the document's Core Web Vitals, once per document: after hydration, in an
 * idle moment, the web-vitals library loads (a chunk of its own, never in the first-load
 * scripts) and reports to the API on each hide of the page (`web-vitals-report.ts`).
 */
export function startWebVitals(page: WebVitalsPage): Promise<void> {
  started ??= whenHydrated()
    .then(whenIdle)
    .then(() => import('./web-vitals-report'))
    .then((report) => report.reportWebVitals(page))
    // A chunk that fails to load has the page's guard (it reloads once); no field data then.
    .catch(() => undefined);
  return started;
}

/**
 * Issue 46, goal 5: the field data of a visitor who accepted the analytical cookies (spec §4;
 * nothing before a choice nor after a refusal). The landing page's type is taken at the first
 * render, since the metrics (LCP, CLS, INP, TTFB) are those of the page load; a choice made
 * later on the page starts the measuring then.
 */
export function usePageWebVitals(site: SiteName, landingPageType: string | undefined): void {
  const allowed = useHasConsent('analytical');
  const [pageType] = useState(() => landingPageType ?? OTHER_PAGE_TYPE);

  useEffect(() => {
    if (allowed) void startWebVitals({ site, pageType });
  }, [allowed, site, pageType]);
}

/** Tests: a document that has not started measuring. */
export function resetWebVitals(): void {
  started = undefined;
}
