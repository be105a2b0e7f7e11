import type {
  ServedBanner,
  ServedCourseProgram,
  ServedCourseSpeaker,
} from '@corp/shared/contracts';
import { CourseProgram, SpeakerCards } from '@corp/sites/courses/feature-page';
import { Island } from '@corp/shared/document';
import { itemLang } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { useCompanyTexts } from '../company-texts';
import type { CompanyTranslate, PageAnchor } from '../company-texts';
import type { NewsTeaserData } from '@corp/shared/page-parts';
import {
  ContactCta,
  heroFromBanner,
  NewsTeasers,
  PageCrumbs,
  PageHero,
  PageSection,
  sitePath,
} from '@corp/shared/page-parts';
import { SectionLink } from '../SectionLink/SectionLink';
import styles from './AcademyPage.module.scss';

export interface AcademyPageProps {
  locale: Locale;
  banner: ServedBanner | null;
  /** The courses' programmes (machine, mount). */
  programs: readonly ServedCourseProgram[];
  speakers: readonly ServedCourseSpeaker[];
  /** Academy and science news (`GET /news/?sciences=true`). */
  news: readonly NewsTeaserData[];
}

/** The academy page's sections, in order: the side menu's anchors. */
export function academyAnchors(
  t: CompanyTranslate,
  { programs, speakers, news }: Pick<AcademyPageProps, 'programs' | 'speakers' | 'news'>,
): PageAnchor[] {
  return [
    ...(programs.length ? [{ id: 'courses', label: t('academy.coursesTitle') }] : []),
    ...(speakers.length ? [{ id: 'speakers', label: t('academy.speakersTitle') }] : []),
    ...(news.length ? [{ id: 'news', label: t('academy.newsTitle') }] : []),
    { id: 'contact', label: t('academy.ctaTitle') },
  ];
}

/** Spec §2.2 `/academy/`: the courses with their programmes, the speakers and academy news. */
export function AcademyPage({ locale, banner, programs, speakers, news }: AcademyPageProps) {
  const t = useCompanyTexts();
  const hero = banner ? heroFromBanner(banner, locale) : { title: t('academy.title') };
  return (
    <div>
      <PageHero
        breadcrumbs={<PageCrumbs locale={locale} items={[{ label: t('academy.title') }]} />}
        {...hero}
      />
      {programs.length > 0 && (
        <PageSection id="courses" title={t('academy.coursesTitle')} lead={t('academy.coursesLead')}>
          <div className={styles['courses']}>
            {programs.map((program) => (
              <article
                key={program.code}
                className={styles['course']}
                aria-labelledby={`course-${program.code}`}
              >
                <div className={styles['courseHead']}>
                  <h3
                    id={`course-${program.code}`}
                    className={styles['courseTitle']}
                    lang={itemLang(program, locale)}
                  >
                    {program.title}
                  </h3>
                  <SectionLink href={sitePath(`/${program.code}/`, locale)}>
                    {t(`academy.coursePage.${program.code}`)}
                  </SectionLink>
                </div>
                <Island
                  name="CourseProgram"
                  part={CourseProgram}
                  props={{ program, headingLevel: 4, contentLang: itemLang(program, locale) }}
                />
              </article>
            ))}
          </div>
        </PageSection>
      )}
      {speakers.length > 0 && (
        <PageSection id="speakers" title={t('academy.speakersTitle')} tone="subtle">
          <div lang={speakers[0] && itemLang(speakers[0], locale)}>
            <SpeakerCards speakers={speakers} />
          </div>
        </PageSection>
      )}
      {news.length > 0 && (
        <PageSection
          id="news"
          title={t('academy.newsTitle')}
          aside={
            <SectionLink href={sitePath('/news/media/', locale)}>{t('home.allMedia')}</SectionLink>
          }
        >
          <NewsTeasers items={news} locale={locale} />
        </PageSection>
      )}
      <ContactCta title={t('academy.ctaTitle')} text={t('academy.ctaText')} />
    </div>
  );
}
