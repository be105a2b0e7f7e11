import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { siteLeadModals } from '@corp/shared/forms';
import type { ModalRegistry } from '@corp/shared/modals';
import { ModalProvider } from '@corp/shared/modals';
import type { LandingCourse } from '../course-code';
import { DigitalLanding } from '../DigitalLanding/DigitalLanding';

/**
 * The course landings' registration dialog besides the default modals (success and content
 * modals): loaded when a visitor opens it (ADR 0010); its lead names the landing's site.
 */
export const landingModals: ModalRegistry = siteLeadModals(['send-request']);

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
