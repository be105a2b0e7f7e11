import type { ReactNode } from 'react';
import type {
  ServedBanner,
  ServedDivision,
  ServedEmployee,
  ServedOffice,
} from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { ModalButton } from '@corp/shared/modals';
import { buttonClassName, Icon } from '@corp/shared/ui';
import { useCompanyTexts } from '../company-texts';
import { EmployeeCards } from '../EmployeeCards/EmployeeCards';
import { OfficeCities } from '../OfficeCities/OfficeCities';
import {
  heroFromBanner,
  PageCrumbs,
  PageHero,
  PageSection,
  sitePath,
} from '@corp/shared/page-parts';
import { StepList } from '../StepList/StepList';
import styles from './HrPage.module.scss';

export interface HrPageProps {
  locale: Locale;
  banner: ServedBanner | null;
  /** The divisions: the teams that hire. */
  divisions: readonly ServedDivision[];
  employees: readonly ServedEmployee[];
  offices: readonly ServedOffice[];
  /** The resume form, where the site has one; otherwise the resume goes by e-mail. */
  resumeForm?: ReactNode;
}

const VALUES = ['impact', 'growth', 'team', 'flexibility'] as const;
const STEPS = ['cv', 'interview', 'task', 'offer'] as const;

/**
 * Spec §2.2 `/about/hr/`: why work here, the teams that hire, people, cities and how hiring
 * goes. The page has no footer form (spec §4): the resume is its only request.
 */
export function HrPage({ locale, banner, divisions, employees, offices, resumeForm }: HrPageProps) {
  const t = useCompanyTexts();
  const hero = banner ? heroFromBanner(banner, locale) : { title: t('hr.title') };
  const headOffice = offices.find((office) => office.isHeadOffice) ?? offices[0];
  return (
    <div>
      <PageHero
        breadcrumbs={
          <PageCrumbs
            locale={locale}
            items={[
              { label: t('about.title'), href: sitePath('/about/', locale) },
              { label: t('hr.title') },
            ]}
          />
        }
        {...hero}
      />
      <PageSection id="values" title={t('hr.valuesTitle')}>
        <ul className={styles['values']}>
          {VALUES.map((value) => (
            <li key={value} className={styles['value']}>
              <h3 className={styles['valueTitle']}>{t(`hr.values.${value}.title`)}</h3>
              <p className={styles['valueText']}>{t(`hr.values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      {divisions.length > 0 && (
        <PageSection id="teams" title={t('hr.teamsTitle')} lead={t('hr.teamsLead')} tone="subtle">
          <ul className={styles['teams']}>
            {divisions.map((division) => (
              <li key={division.id} className={styles['team']}>
                <h3 className={styles['teamName']}>{division.name}</h3>
                <p className={styles['teamText']}>{division.description}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
      {employees.length > 0 && (
        <PageSection id="people" title={t('hr.peopleTitle')}>
          <EmployeeCards employees={employees} />
        </PageSection>
      )}
      {offices.length > 0 && (
        <PageSection
          id="cities"
          title={t('hr.citiesTitle')}
          lead={t('hr.citiesLead')}
          tone="subtle"
        >
          <OfficeCities offices={offices} locale={locale} label={t('hr.citiesTitle')} />
        </PageSection>
      )}
      <PageSection id="hiring" title={t('hr.stepsTitle')}>
        <StepList
          steps={STEPS.map((step) => ({
            title: t(`hr.steps.${step}.title`),
            text: t(`hr.steps.${step}.text`),
          }))}
        />
      </PageSection>
      <PageSection id="resume" title={t('hr.resumeTitle')} lead={t('hr.resumeLead')} tone="subtle">
        {resumeForm ?? (
          <div className={styles['resume']}>
            <ModalButton modal="send-resume-hr" className={buttonClassName()}>
              {t('hr.resumeButton')}
            </ModalButton>
            {headOffice && (
              <p className={styles['mailLine']}>
                {t('hr.resumeMail')}{' '}
                <a className={styles['mail']} href={`mailto:${headOffice.email}`}>
                  <Icon name="mail" size={20} />
                  {headOffice.email}
                </a>
              </p>
            )}
          </div>
        )}
      </PageSection>
    </div>
  );
}
