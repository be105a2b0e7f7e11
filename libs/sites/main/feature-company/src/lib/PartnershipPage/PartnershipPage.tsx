import type { ServedBanner, ServedPartner } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Tabs } from '@corp/shared/ui';
import { useCompanyTexts } from '../company-texts';
import {
  ContactCta,
  FactList,
  heroFromBanner,
  PageCrumbs,
  PageHero,
  PageSection,
} from '@corp/shared/page-parts';
import { PartnerCards } from '../PartnerCards/PartnerCards';
import type { PartnerCountryNames } from '../PartnerCards/partner-countries';
import styles from './PartnershipPage.module.scss';

export interface PartnershipPageProps {
  locale: Locale;
  banner: ServedBanner | null;
  partners: readonly ServedPartner[];
  /** The partners' countries named in the page's locale (`partnerCountryNames`). */
  countryNames: PartnerCountryNames;
}

const BENEFITS = ['projects', 'training', 'marketplace', 'support'] as const;

type PartnerCategory = ServedPartner['category'];

/** Every partner kind, in the order of the filter (the map keeps the list complete). */
const CATEGORY_ORDER = {
  technology: 1,
  integrator: 2,
  reseller: 3,
  academic: 4,
} as const satisfies Record<PartnerCategory, number>;
const CATEGORIES = Object.keys(CATEGORY_ORDER) as PartnerCategory[];

/** Spec §2.2 `/partnership/`: the partner programme, the partners by kind and the request form. */
export function PartnershipPage({ locale, banner, partners, countryNames }: PartnershipPageProps) {
  const t = useCompanyTexts();
  const hero = banner ? heroFromBanner(banner, locale) : { title: t('partnership.title') };
  const categories = CATEGORIES.filter((category) =>
    partners.some((partner) => partner.category === category),
  );
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
          <Tabs
            label={t('partnership.filterLabel')}
            variant="pill"
            items={[
              {
                id: 'all',
                label: t('partnership.all'),
                content: <PartnerCards partners={partners} countryNames={countryNames} />,
              },
              ...categories.map((category) => ({
                id: category,
                label: t(`partnership.categories.${category}`),
                content: (
                  <PartnerCards
                    partners={partners.filter((partner) => partner.category === category)}
                    countryNames={countryNames}
                  />
                ),
              })),
            ]}
          />
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
