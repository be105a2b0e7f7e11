import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ModalProvider } from '@corp/shared/modals';
import type { LandingCourse } from '../course-code';
import { DigitalLanding } from '../DigitalLanding/DigitalLanding';
import { landingModals } from './landing-modals';

export { landingModals } from './landing-modals';

export interface LandingRouteProps {
  course: LandingCourse;
  homeHref: string;
  /** What the layout shows instead of the matched page (the error page of the layout's boundary). */
  children?: ReactNode;
}

/**
 * The layout route of a course landing app: the page's one modal state (ADR 0010) around the
 * digital-landing layout and the page.
 */
export function LandingRoute({ course, homeHref, children }: LandingRouteProps) {
  return (
    <ModalProvider registry={landingModals}>
      <DigitalLanding course={course} homeHref={homeHref}>
        {children ?? <Outlet />}
      </DigitalLanding>
    </ModalProvider>
  );
}
