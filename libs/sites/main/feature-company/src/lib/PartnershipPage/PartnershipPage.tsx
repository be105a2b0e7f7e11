import type { ServedBanner, ServedPartner } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Island } from '@corp/shared/document';
import { useCompanyTexts } from '../company-texts';
import {
  ContactCta,
  FactList,
  heroFromBanner,
  PageCrumbs,
  PageHero,
  PageSection,
} from '@corp/shared/page-parts';
import type { PartnerCountryNames } from '../PartnerCards/partner-countries';
import { PartnerTabs } from './PartnerTabs.island';
import styles from './PartnershipPage.module.scss';

export interface PartnershipPageProps {
  locale: Locale;
  banner: ServedBanner | null;
  partners: readonly ServedPartner[];
  /** The partners' countries named in the page's locale (`partnerCountryNames`). */
  countryNames: PartnerCountryNames;
}

const BENEFITS = ['projects', 'training', 'marketplace', 'support'] as const;

/** Spec §2.2 `/partnership/`: the partner programme, the partners by kind and the request form. */
export function PartnershipPage({ locale, banner, partners, countryNames }: PartnershipPageProps) {
  const t = useCompanyTexts();
  const hero = banner ? heroFromBanner(banner, locale) : { title: t('partnership.title') };
  const countries = new Set(partners.map((partner) => partner.country));
  return (
    <div>
      <PageHero
        breadcrumbs={<PageCrumbs locale={locale} items={[{ label: t('partnership.title') }]} />}
        {...hero}
      />
      <PageSection
        id="programme"
        title={t('partnership.programmeTitle')}
        lead={t('partnership.programmeLead')}
      >
        <ul className={styles['benefits']}>
          {BENEFITS.map((benefit) => (
            <li key={benefit} className={styles['benefit']}>
              <h3 className={styles['benefitTitle']}>
                {t(`partnership.benefits.${benefit}.title`)}
              </h3>
              <p className={styles['benefitText']}>{t(`partnership.benefits.${benefit}.text`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      {partners.length > 0 && (
        <PageSection id="partners" title={t('partnership.partnersTitle')} tone="subtle">
          <div className={styles['numbers']}>
            <FactList
              facts={[
                { value: String(partners.length), label: t('partnership.partnerCount') },
                { value: String(countries.size), label: t('partnership.countryCount') },
              ]}
            />
          </div>
          {/* The tabs: the page's one interactive part (ADR 0032). */}
          <Island name="PartnerTabs" part={PartnerTabs} props={{ partners, countryNames }} />
        </PageSection>
      )}
      <ContactCta
        id="form"
        title={t('partnership.ctaTitle')}
        text={t('partnership.ctaText')}
        label={t('partnership.ctaButton')}
      />
    </div>
  );
}
