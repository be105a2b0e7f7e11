import { openConsentSettings } from '@corp/shared/consent';
import { privacyPolicyHref } from '@corp/shared/ui';
import { useCourseTexts } from '@corp/sites/courses/feature-page/islands';
import type { LandingCourse } from '../course-code';
import { useLandingTexts } from '../landing-texts';
import styles from './DigitalLanding.module.scss';

/**
 * Spec §2.7 the digital-landing footer: the privacy policy and the cookie settings. An island of
 * the landing (ADR 0032).
 */
export function LandingFooter({ course }: { course: LandingCourse }) {
  const t = useLandingTexts();
  const brand = useCourseTexts()(`course.name.${course}`);
  return (
    <footer className={styles['footer']}>
      {/* The year of the render: hydrated as served across a new year (see the main Footer). */}
      <span suppressHydrationWarning>
        © {new Date().getFullYear()} {brand}
      </span>
      <span className={styles['footerLinks']}>
        <a href={privacyPolicyHref.ru} target="_blank" rel="noopener noreferrer">
          {t('privacy')}
        </a>
        <button type="button" className={styles['footerButton']} onClick={openConsentSettings}>
          {t('cookieSettings')}
        </button>
      </span>
    </footer>
  );
}
