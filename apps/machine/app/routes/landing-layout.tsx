import { LandingRoute } from '@corp/courses/feature-landing';

/** Spec §2.7 digital-landing layout around the page, with the page's one modal state. */
export default function LandingLayout() {
  return <LandingRoute course="machine" homeHref="/2.0/" />;
}
