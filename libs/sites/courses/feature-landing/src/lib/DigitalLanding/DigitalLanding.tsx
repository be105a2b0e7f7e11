import '@corp/shared/ui/tokens.css';
import type { ReactNode } from 'react';
import { Island } from '@corp/shared/document';
import { PageModalsIsland } from '@corp/shared/forms';
import { CoursePopup } from '../CoursePopup/CoursePopup';
import type { LandingCourse } from '../course-code';
import { useLandingTexts } from '../landing-texts';
import { landingLeadModals } from '../LandingRoute/landing-modals';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import styles from './DigitalLanding.module.scss';

export interface DigitalLandingProps {
  course: LandingCourse;
  /** The landing's own address (`/2.0/`, `/praktikum/`): the brand links there. */
  homeHref: string;
  children: ReactNode;
}

/**
 * Spec §2.7 digital-landing layout of the course landings: a header with the in-page menu, the
 * personal account on the course platform (when configured) and the register button
 * (`LandingHeader`); a footer with the privacy policy and the cookie settings (`LandingFooter`);
 * the pop-up of spec §4 on large screens. On the landing's island page (ADR 0032) each is an
 * island, with the page's modal host.
 */
export function DigitalLanding({ course, homeHref, children }: DigitalLandingProps) {
  const t = useLandingTexts();
  return (
    <div className={styles['shell']}>
      <a className={styles['skipLink']} href="#content">
        {t('skipLink')}
      </a>
      <Island name="LandingHeader" part={LandingHeader} props={{ course, homeHref }} />
      <main id="content" className={styles['main']} tabIndex={-1}>
        {children}
      </main>
      <Island name="LandingFooter" part={LandingFooter} props={{ course }} />
      <Island name="CoursePopup" part={CoursePopup} props={{ course }} />
      <PageModalsIsland leadModals={landingLeadModals} />
    </div>
  );
}
