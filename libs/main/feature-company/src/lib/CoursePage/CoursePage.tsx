import type { ServedCourseProgram, ServedCourseSpeaker } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { useCompanyTexts } from '../company-texts';
import {
  CONTACT_FORM_ANCHOR,
  ContactCta,
  PageCrumbs,
  PageHero,
  PageSection,
  sitePath,
} from '@corp/shared/page-parts';
import { CourseProgram } from '../CourseProgram/CourseProgram';
import { SpeakerCards } from '../SpeakerCards/SpeakerCards';

export type CourseCode = 'machine' | 'mount';

export interface CoursePageProps {
  locale: Locale;
  course: CourseCode;
  program: ServedCourseProgram;
  speakers: readonly ServedCourseSpeaker[];
}

/**
 * Spec §2.2 `/machine/` and `/mount/` on the main site: a course of the academy with its
 * programme (`GET /course/program/`) and speakers (`GET /course/speakers/`).
 */
export function CoursePage({ locale, course, program, speakers }: CoursePageProps) {
  const t = useCompanyTexts();
  return (
    <div>
      <PageHero
        breadcrumbs={
          <PageCrumbs
            locale={locale}
            items={[
              { label: t('academy.title'), href: sitePath('/academy/', locale) },
              { label: t(`course.name.${course}`) },
            ]}
          />
        }
        eyebrow={t(`course.name.${course}`)}
        title={program.title}
        text={t(`course.lead.${course}`)}
        action={{ label: t('course.signUp'), href: CONTACT_FORM_ANCHOR }}
        secondaryAction={{ label: t('course.programLink'), href: '#program' }}
      />
      <PageSection id="program" title={t('course.programTitle')}>
        <CourseProgram program={program} openFirst />
      </PageSection>
      {speakers.length > 0 && (
        <PageSection id="speakers" title={t('course.speakersTitle')} tone="subtle">
          <SpeakerCards speakers={speakers} />
        </PageSection>
      )}
      <ContactCta
        title={t('course.ctaTitle')}
        text={t('course.ctaText')}
        label={t('course.signUp')}
      />
    </div>
  );
}
