import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import type { ModalRegistry, ModalRenderProps } from '@corp/shared/modals';
import { ModalProvider } from '@corp/shared/modals';
import type { LandingCourse } from '../course-code';
import { DigitalLanding } from '../DigitalLanding/DigitalLanding';

// The registration form, its phone input, captcha and the API store load when a visitor opens
// the dialog, never with the page (ADR 0010).
const RegistrationModal = lazy(() => import('./lead-modal'));

function LazyRegistrationModal(props: ModalRenderProps) {
  return (
    <Suspense fallback={null}>
      <RegistrationModal {...props} />
    </Suspense>
  );
}

/** The course landings' modals besides the default ones (success and content modals). */
export const landingModals: ModalRegistry = { 'send-request': LazyRegistrationModal };

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
    <ModalProvider registry={landingModals}>
      <DigitalLanding course={course} homeHref={homeHref}>
        <Outlet />
      </DigitalLanding>
    </ModalProvider>
  );
}
