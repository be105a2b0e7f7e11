import { useEffect, useState } from 'react';
import { useOptionalModal } from '@corp/shared/modals';
import { buttonClassName, mediaQueries } from '@corp/shared/ui';
import { RegisterButton } from '../DigitalLanding/RegisterButton';
import type { LandingCourse } from '../course-code';
import { useLandingTexts } from '../landing-texts';
import styles from './CoursePopup.module.scss';

/** Spec §4, §9 "Digital landing popup timeout: 20000 ms on large screens". */
export const COURSE_POPUP_DELAY_MS = 20_000;
/** Shown once per browser session (end-to-end tests set it to keep the pop-up away). */
export const COURSE_POPUP_SEEN_KEY = 'course-popup-seen';

function seenThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(COURSE_POPUP_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function markSeen() {
  try {
    window.sessionStorage.setItem(COURSE_POPUP_SEEN_KEY, '1');
  } catch {
    // Storage refused (private mode): the pop-up may show again on the next page.
  }
}

export interface CoursePopupProps {
  course: LandingCourse;
}

/**
 * The course landing's pop-up (spec §4): on large screens, 20 s after the page opened, an
 * invitation to register slides in once per session; never over an open dialog, and on small
 * screens never.
 */
export function CoursePopup({ course }: CoursePopupProps) {
  const t = useLandingTexts();
  const modal = useOptionalModal();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(mediaQueries.lg).matches)
      return;
    if (seenThisSession()) return;
    const timer = window.setTimeout(() => {
      markSeen();
      setShown(true);
    }, COURSE_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!shown || modal?.name) return null;
  return (
    <aside className={styles['popup']} aria-labelledby="course-popup-title" role="dialog">
      <h2 id="course-popup-title" className={styles['title']}>
        {t('popup.title')}
      </h2>
      <p className={styles['text']}>{t('popup.text')}</p>
      <div className={styles['controls']}>
        <RegisterButton
          course={course}
          className={buttonClassName({ variant: 'primary', size: 'small' })}
          onOpen={() => setShown(false)}
        />
        <button
          type="button"
          className={buttonClassName({ variant: 'ghost', size: 'small' })}
          onClick={() => setShown(false)}
        >
          {t('popup.close')}
        </button>
      </div>
    </aside>
  );
}
