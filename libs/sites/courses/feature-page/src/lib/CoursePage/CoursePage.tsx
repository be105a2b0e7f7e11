import type { ServedCourseProgram, ServedCourseSpeaker } from '@corp/shared/contracts';
import { itemLang } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { Island, usePublicConfig } from '@corp/shared/document';
import { ModalButton } from '@corp/shared/modals';
import {
  CONTACT_FORM_ANCHOR,
  ContactCta,
  PageCrumbs,
  PageHero,
  PageSection,
  sitePath,
} from '@corp/shared/page-parts';
import { buttonClassName } from '@corp/shared/ui';
import { CourseProgram } from '../CourseProgram/CourseProgram.island';
import type { CourseCode } from '../course-registration';
import { courseAccountUrl, courseRegistration } from '../course-registration';
import { useCourseTexts } from '../course-texts';
import { SpeakerCards } from '../SpeakerCards/SpeakerCards';
import styles from './CoursePage.module.scss';

/**
 * Where the page is shown: on the main site (`/machine/`, `/mount/`, under the academy, signing
 * up through the footer's contact form) or on the course's own landing (`/2.0/`, `/praktikum/`,
 * signing up through the registration dialog).
 */
export type CoursePageHost = 'main' | 'landing';

export interface CoursePageProps {
  locale: Locale;
  course: CourseCode;
  program: ServedCourseProgram;
  speakers: readonly ServedCourseSpeaker[];
  host?: CoursePageHost;
}

/**
 * Spec §2.2 `/machine/` and `/mount/` and §2.3 the course landings: a course with its programme
 * (`GET /course/program/`) and speakers (`GET /course/speakers/`). The facts (duration, workload,
 * format) come from the programme alone, so every host shows the same ones.
 */
export function CoursePage({ locale, course, program, speakers, host = 'main' }: CoursePageProps) {
  const t = useCourseTexts();
  const accountUrl = courseAccountUrl(usePublicConfig(), course);
  const landing = host === 'landing';
  const register = () => (
    <ModalButton
      className={buttonClassName({ variant: 'primary', size: 'large' })}
      modal="send-request"
      data={courseRegistration(t, course)}
    >
      {t('course.register')}
    </ModalButton>
  );
  return (
    <div>
      <PageHero
        {...(landing
          ? { actionControl: register() }
          : {
              breadcrumbs: (
                <PageCrumbs
                  locale={locale}
                  items={[
                    { label: t('course.academy'), href: sitePath('/academy/', locale) },
                    { label: t(`course.name.${course}`) },
                  ]}
                />
              ),
              action: { label: t('course.signUp'), href: CONTACT_FORM_ANCHOR },
            })}
        eyebrow={t(`course.name.${course}`)}
        title={program.title}
        titleLang={itemLang(program, locale)}
        image={program.image}
        text={t(`course.lead.${course}`)}
        secondaryAction={{ label: t('course.programLink'), href: '#program' }}
      />
      <PageSection id="program" title={t('course.programTitle')}>
        <Island
          name="CourseProgram"
          part={CourseProgram}
          props={{
            program,
            openFirst: true,
            detailsLink: accountUrl,
            contentLang: itemLang(program, locale),
          }}
        />
      </PageSection>
      {speakers.length > 0 && (
        <PageSection id="speakers" title={t('course.speakersTitle')} tone="subtle">
          <div lang={speakers[0] && itemLang(speakers[0], locale)}>
            <SpeakerCards speakers={speakers} />
          </div>
        </PageSection>
      )}
      {landing ? (
        <section id="register" aria-labelledby="register-title" className={styles['cta']}>
          <div className={styles['ctaInner']}>
            <div>
              <h2 id="register-title" className={styles['ctaTitle']}>
                {t('course.ctaTitle')}
              </h2>
              <p className={styles['ctaText']}>{t('course.ctaText')}</p>
            </div>
            {register()}
          </div>
        </section>
      ) : (
        <ContactCta
          title={t('course.ctaTitle')}
          text={t('course.ctaText')}
          label={t('course.signUp')}
        />
      )}
    </div>
  );
}
