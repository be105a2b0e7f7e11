import type { ServedOffice, ServedRegulation } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { formatDate } from '@corp/shared/i18n';
import { useCompanyTexts } from '../company-texts';
import {
  CONTACT_FORM_ANCHOR,
  ContactCta,
  PageCrumbs,
  PageHero,
  PageSection,
  sitePath,
} from '@corp/shared/page-parts';
import { DownloadList } from '../DownloadList/DownloadList';
import { OfficeCard } from '../OfficeCard/OfficeCard';
import { ANTI_CORRUPTION_POLICY_HREF } from '../static-downloads';
import { StepList } from '../StepList/StepList';
import styles from './FeedbackPage.module.scss';

export interface FeedbackPageProps {
  locale: Locale;
  /** The head office: the address feedback goes to besides the form. */
  headOffice: ServedOffice | null;
  /** The codes of conduct (`GET /regulations/?category=code`) a report can refer to. */
  codes: readonly ServedRegulation[];
}

const STEPS = ['received', 'review', 'answer'] as const;

/** Spec §2.2 `/about/feedback/`: how to reach the company with a remark, a complaint or a report. */
export function FeedbackPage({ locale, headOffice, codes }: FeedbackPageProps) {
  const t = useCompanyTexts();
  return (
    <div>
      <PageHero
        breadcrumbs={
          <PageCrumbs
            locale={locale}
            items={[
              { label: t('about.title'), href: sitePath('/about/', locale) },
              { label: t('feedback.title') },
            ]}
          />
        }
        title={t('feedback.title')}
        text={t('feedback.lead')}
        action={{ label: t('feedback.write'), href: CONTACT_FORM_ANCHOR }}
      />
      <PageSection id="process" title={t('feedback.processTitle')}>
        <StepList
          steps={STEPS.map((step) => ({
            title: t(`feedback.steps.${step}.title`),
            text: t(`feedback.steps.${step}.text`),
          }))}
        />
      </PageSection>
      {headOffice && (
        <PageSection
          id="contacts"
          title={t('feedback.contactsTitle')}
          lead={t('feedback.contactsLead')}
          tone="subtle"
        >
          <div className={styles['office']}>
            <OfficeCard office={headOffice} locale={locale} />
          </div>
        </PageSection>
      )}
      <PageSection id="ethics" title={t('feedback.ethicsTitle')} lead={t('feedback.ethicsLead')}>
        <DownloadList
          items={[
            ...codes.map((code) => ({
              title: code.name,
              note: t('sustainability.dated', { date: formatDate(code.date, locale) }),
              href: code.file,
              format: 'PDF',
            })),
            {
              title: t('documents.antiCorruption'),
              note: t('documents.antiCorruptionNote'),
              href: ANTI_CORRUPTION_POLICY_HREF,
              format: 'PDF',
            },
          ]}
        />
      </PageSection>
      <ContactCta
        title={t('feedback.ctaTitle')}
        text={t('feedback.ctaText')}
        label={t('feedback.write')}
      />
    </div>
  );
}
