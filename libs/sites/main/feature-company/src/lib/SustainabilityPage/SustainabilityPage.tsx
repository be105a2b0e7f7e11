import type { ServedRegulation } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { formatDate } from '@corp/shared/i18n';
import { useCompanyTexts } from '../company-texts';
import type { CompanyTranslate, PageAnchor } from '../company-texts';
import { ContactCta, PageCrumbs, PageHero, PageSection, sitePath } from '@corp/shared/page-parts';
import { DownloadList } from '../DownloadList/DownloadList';
import { ANTI_CORRUPTION_POLICY_HREF } from '../static-downloads';
import styles from './SustainabilityPage.module.scss';

export interface SustainabilityPageProps {
  locale: Locale;
  /** `GET /regulations/`: policies, certificates, codes and statements. */
  regulations: readonly ServedRegulation[];
}

const PRINCIPLES = ['safety', 'environment', 'ethics', 'quality'] as const;

type RegulationCategory = ServedRegulation['category'];

/** Every kind of regulation, in the page's order (the map keeps the list complete). */
const CATEGORY_ORDER = {
  policy: 1,
  certificate: 2,
  code: 3,
  statement: 4,
} as const satisfies Record<RegulationCategory, number>;
const CATEGORIES = Object.keys(CATEGORY_ORDER) as RegulationCategory[];

/** The regulations of each kind, newest first; kinds without any are left out. */
function regulationGroups(regulations: readonly ServedRegulation[]) {
  return CATEGORIES.map((category) => ({
    category,
    items: regulations
      .filter((regulation) => regulation.category === category)
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date)),
  })).filter((group) => group.items.length > 0);
}

/** The sustainability page's sections, in order: the side menu's anchors. */
export function sustainabilityAnchors(
  t: CompanyTranslate,
  { regulations }: Pick<SustainabilityPageProps, 'regulations'>,
): PageAnchor[] {
  return [
    { id: 'principles', label: t('sustainability.principlesTitle') },
    ...regulationGroups(regulations).map(({ category }) => ({
      id: `regulations-${category}`,
      label: t(`sustainability.categories.${category}`),
    })),
    { id: 'anti-corruption', label: t('documents.antiCorruption') },
    { id: 'contact', label: t('sustainability.ctaTitle') },
  ];
}

/** Spec §2.2 `/about/sustainability/`: principles and the company's regulations as PDF files. */
export function SustainabilityPage({ locale, regulations }: SustainabilityPageProps) {
  const t = useCompanyTexts();
  const groups = regulationGroups(regulations);
  return (
    <div>
      <PageHero
        breadcrumbs={
          <PageCrumbs
            locale={locale}
            items={[
              { label: t('about.title'), href: sitePath('/about/', locale) },
              { label: t('sustainability.title') },
            ]}
          />
        }
        title={t('sustainability.title')}
        text={t('sustainability.lead')}
      />
      <PageSection id="principles" title={t('sustainability.principlesTitle')}>
        <ul className={styles['principles']}>
          {PRINCIPLES.map((principle) => (
            <li key={principle} className={styles['principle']}>
              <h3 className={styles['principleTitle']}>
                {t(`sustainability.principles.${principle}.title`)}
              </h3>
              <p className={styles['principleText']}>
                {t(`sustainability.principles.${principle}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
      {groups.map((group, index) => (
        <PageSection
          key={group.category}
          id={`regulations-${group.category}`}
          title={t(`sustainability.categories.${group.category}`)}
          tone={index % 2 === 0 ? 'subtle' : 'plain'}
        >
          <DownloadList
            items={group.items.map((regulation) => ({
              title: regulation.name,
              note: t('sustainability.dated', { date: formatDate(regulation.date, locale) }),
              href: regulation.file,
              format: 'PDF',
            }))}
          />
        </PageSection>
      ))}
      <PageSection
        id="anti-corruption"
        title={t('documents.antiCorruption')}
        lead={t('sustainability.antiCorruptionLead')}
      >
        <DownloadList
          items={[
            {
              title: t('documents.antiCorruption'),
              note: t('documents.antiCorruptionNote'),
              href: ANTI_CORRUPTION_POLICY_HREF,
              format: 'PDF',
            },
          ]}
        />
      </PageSection>
      <ContactCta title={t('sustainability.ctaTitle')} text={t('sustainability.ctaText')} />
    </div>
  );
}
