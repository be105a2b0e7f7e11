import type { PublicConfig } from '@corp/shared/contracts';
import type { SendRequestModalData } from '@corp/shared/modals';
import type { CourseTranslate } from './course-texts';

/** The two courses: digital production (`machine`, `/2.0/`) and digital mining (`mount`, `/praktikum/`). */
export type CourseCode = 'machine' | 'mount';

/**
 * The registration dialog of a course (spec §1 "a register button"): the send-request dialog
 * titled "Регистрация на курс", its lead naming the course in customData.
 */
export function courseRegistration(t: CourseTranslate, course: CourseCode): SendRequestModalData {
  return {
    title: t('course.registerTitle'),
    subtitle: t(`course.name.${course}`),
    customData: { course },
  };
}

/** The course platform's personal account of `course` (`COURSE_ACCOUNT_URL_*`), if configured. */
export function courseAccountUrl(config: PublicConfig, course: CourseCode): string | undefined {
  return course === 'machine' ? config.courseAccountUrlMachine : config.courseAccountUrlMount;
}
