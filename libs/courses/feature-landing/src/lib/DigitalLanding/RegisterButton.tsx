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
 * titled "Регистрация на курс"; the lead names the course in its customData.
 */
export function RegisterButton({ course, className, onOpen }: RegisterButtonProps) {
  const t = useLandingTexts();
  return (
    <ModalButton
      className={className}
      modal="send-request"
      data={{
        title: t('registerTitle'),
        subtitle: t(`brand.${course}`),
        customData: { course },
      }}
      onClick={onOpen}
    >
      {t('register')}
    </ModalButton>
  );
}
