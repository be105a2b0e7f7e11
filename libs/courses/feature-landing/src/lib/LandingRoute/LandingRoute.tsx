import { Outlet } from 'react-router';
import { siteLeadModals } from '@corp/shared/forms';
import type { ModalRegistry } from '@corp/shared/modals';
import { ModalProvider } from '@corp/shared/modals';
import type { LandingCourse } from '../course-code';
import { DigitalLanding } from '../DigitalLanding/DigitalLanding';

/**
 * Each course landing's registration dialog besides the default modals (success and content
 * modals): loaded when a visitor opens it (ADR 0010), its lead sent from the course's own site.
 */
export const landingModals: Readonly<Record<LandingCourse, ModalRegistry>> = {
  machine: siteLeadModals('machine', ['send-request']),
  mount: siteLeadModals('mount', ['send-request']),
};

export interface LandingRouteProps {
  course: LandingCourse;
  homeHref: string;
}

/**
 * The layout route of a course landing app: the page's one modal state (ADR 0010) around the
 * digital-landing layout and the page.
 */
export function LandingRoute({ course, homeHref }: LandingRouteProps) {
  return (
    <ModalProvider registry={landingModals[course]}>
      <DigitalLanding course={course} homeHref={homeHref}>
        <Outlet />
      </DigitalLanding>
    </ModalProvider>
  );
}
