import type { ServedCourseProgram } from '@corp/shared/contracts';
import { Accordion } from '@corp/shared/ui';
import { useCompanyTexts } from '../company-texts';
import styles from './CourseProgram.module.scss';

export interface CourseProgramProps {
  program: ServedCourseProgram;
  /** The modules' headings sit under a `h2` (a course page) or a `h3` (the academy). */
  headingLevel?: 3 | 4;
  /** Open the first module at first. */
  openFirst?: boolean;
}

/** A course programme (`GET /course/program/`): duration, format and its modules with lessons. */
export function CourseProgram({
  program,
  headingLevel = 3,
  openFirst = false,
}: CourseProgramProps) {
  const t = useCompanyTexts();
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
          <dd>{program.format}</dd>
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
              <span>{module.title}</span>
              <span className={styles['moduleHours']}>
                {t('course.moduleHours', { hours: module.hours })}
              </span>
            </span>
          ),
          content: (
            <div className={styles['module']}>
              <p>{module.description}</p>
              <ul className={styles['lessons']}>
                {module.lessons.map((lesson) => (
                  <li key={lesson}>{lesson}</li>
                ))}
              </ul>
            </div>
          ),
        }))}
      />
    </div>
  );
}
