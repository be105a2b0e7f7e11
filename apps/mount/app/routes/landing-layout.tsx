import type { ReactNode } from 'react';
import { LandingRoute } from '@corp/sites/courses/feature-landing';
import { createErrorBoundary } from '@corp/shared/document';

/** Spec §2.7 digital-landing layout around the page, with the page's one modal state. */
export default function LandingLayout() {
  return <LandingRoute course="mount" homeHref="/praktikum/" />;
}

/** Spec §2.6: a 404 or 500 of the landing inside its own layout, leading back to the course. */
export const ErrorBoundary = createErrorBoundary({
  locale: 'ru',
  homeHref: '/praktikum/',
  Frame: ({ children }: { children: ReactNode }) => (
    <LandingRoute course="mount" homeHref="/praktikum/">
      {children}
    </LandingRoute>
  ),
});
