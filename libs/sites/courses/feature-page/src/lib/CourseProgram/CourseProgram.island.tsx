import type { ServedCourseProgram } from '@corp/shared/contracts';
import { Accordion } from '@corp/shared/ui';
import { ModalButton } from '@corp/shared/modals';
import { useCourseTexts } from '../course-texts';
import styles from './CourseProgram.module.scss';

export interface CourseProgramProps {
  program: ServedCourseProgram;
  /** The modules' headings sit under a `h2` (a course page) or a `h3` (the academy). */
  headingLevel?: 3 | 4;
  /** Open the first module at first. */
  openFirst?: boolean;
  /** Where a module's details dialog leads ("Узнать подробнее"): the course platform, if any. */
  detailsLink?: string;
  /**
   * The language of the programme's texts when it is not the page's (the programme is served in
   * Russian on every locale): set on them alone, so the interface's own labels keep the page's.
   */
  contentLang?: string;
}

/**
 * A course programme (`GET /course/program/`): duration, format and its modules with lessons;
 * each module opens the details dialog of spec §2.8 (paragraphs plus 'Узнать подробнее').
 */
export function CourseProgram({
  program,
  headingLevel = 3,
  openFirst = false,
  detailsLink,
  contentLang,
}: CourseProgramProps) {
  const t = useCourseTexts();
  const totalHours = program.modules.reduce((sum, module) => sum + module.hours, 0);
  return (
    <div className={styles['program']}>
      <dl className={styles['facts']}>
        <div>
          <dt>{t('course.duration')}</dt>
          <dd>{program.durationWeeks}</dd>
        </div>
        <div>
          <dt>{t('course.workload')}</dt>
          <dd>{totalHours}</dd>
        </div>
        <div>
          <dt>{t('course.format')}</dt>
          <dd lang={contentLang}>{program.format}</dd>
        </div>
      </dl>
      <Accordion
        headingLevel={headingLevel}
        multiple
        {...(openFirst ? { defaultOpenIds: [`${program.code}-module-0`] } : {})}
        items={program.modules.map((module, index) => ({
          id: `${program.code}-module-${index}`,
          title: (
            <span className={styles['moduleTitle']}>
              <span lang={contentLang}>{module.title}</span>
              <span className={styles['moduleHours']}>
                {t('course.moduleHours', { hours: module.hours })}
              </span>
            </span>
          ),
          content: (
            <div className={styles['module']}>
              <p lang={contentLang}>{module.description}</p>
              <ul className={styles['lessons']} lang={contentLang}>
                {module.lessons.map((lesson) => (
                  <li key={lesson}>{lesson}</li>
                ))}
              </ul>
              <ModalButton
                className={styles['details']}
                modal="learnMore"
                data={{
                  title: module.title,
                  paragraphs: [
                    module.description,
                    t('course.lessons', { lessons: module.lessons.join('; ') }),
                  ],
                  ...(detailsLink ? { link: { href: detailsLink } } : {}),
                }}
              >
                {t('course.details')}
              </ModalButton>
            </div>
          ),
        }))}
      />
    </div>
  );
}
