import { courseRegistration, useCourseTexts } from '@corp/sites/courses/feature-page/islands';
import { ModalButton } from '@corp/shared/modals';
import type { LandingCourse } from '../course-code';
import { useLandingTexts } from '../landing-texts';

export interface RegisterButtonProps {
  course: LandingCourse;
  className?: string;
  /** Runs before the dialog opens (the mobile menu closes). */
  onOpen?: () => void;
}

/**
 * Spec §1, §2.7: the register button of a course landing. It opens the send-request dialog
 * titled "Регистрация на курс"; the lead names the course in its customData (the same dialog
 * as the course page's own register buttons).
 */
export function RegisterButton({ course, className, onOpen }: RegisterButtonProps) {
  const t = useLandingTexts();
  const courseTexts = useCourseTexts();
  return (
    <ModalButton
      className={className}
      modal="send-request"
      data={courseRegistration(courseTexts, course)}
      onClick={onOpen}
    >
      {t('register')}
    </ModalButton>
  );
}
