import type { ServedBanner, ServedEmployee } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { useCompanyTexts } from '../company-texts';
import type { CompanyTranslate, PageAnchor } from '../company-texts';
import {
  ContactCta,
  FactList,
  heroFromBanner,
  PageCrumbs,
  PageHero,
  PageSection,
  sitePath,
} from '@corp/shared/page-parts';
import { DivisionList } from '../DivisionList/DivisionList';
import type { DivisionData, DivisionProductData } from '../DivisionList/DivisionList';
import { EmployeeCards } from '../EmployeeCards/EmployeeCards';
import { LinkCards } from '../LinkCards/LinkCards';
import { OfficeCities } from '../OfficeCities/OfficeCities';
import type { OfficeCityData } from '../OfficeCities/OfficeCities';
import { SectionLink } from '../SectionLink/SectionLink';

export interface AboutPageProps {
  locale: Locale;
  banner: ServedBanner | null;
  divisions: readonly DivisionData[];
  /** Each division's products, by division id. */
  divisionProducts: Readonly<Record<number, readonly DivisionProductData[]>>;
  employees: readonly ServedEmployee[];
  offices: readonly OfficeCityData[];
}

/** The about page's sections, in order: the header's section menu. */
export function aboutAnchors(
  t: CompanyTranslate,
  { divisions, employees, offices }: Pick<AboutPageProps, 'divisions' | 'employees' | 'offices'>,
): PageAnchor[] {
  return [
    { id: 'numbers', label: t('about.numbersTitle') },
    ...(divisions.length ? [{ id: 'divisions', label: t('about.divisionsTitle') }] : []),
    ...(employees.length ? [{ id: 'team', label: t('about.teamTitle') }] : []),
    ...(offices.length ? [{ id: 'offices', label: t('about.officesTitle') }] : []),
    { id: 'more', label: t('about.moreTitle') },
  ];
}

/** Spec §2.2 `/about/`: the company in figures, its divisions, its people and its offices. */
export function AboutPage({
  locale,
  banner,
  divisions,
  divisionProducts,
  employees,
  offices,
}: AboutPageProps) {
  const t = useCompanyTexts();
  const hero = banner ? heroFromBanner(banner, locale) : { title: t('about.title') };
  const productCount = Object.values(divisionProducts).reduce((sum, list) => sum + list.length, 0);
  const facts = [
    { value: t('about.foundedValue'), label: t('about.founded') },
    ...(offices.length ? [{ value: String(offices.length), label: t('about.cities') }] : []),
    ...(productCount ? [{ value: String(productCount), label: t('about.products') }] : []),
    ...(divisions.length ? [{ value: String(divisions.length), label: t('about.divisions') }] : []),
  ];
  return (
    <div>
      <PageHero
        {...hero}
        eyebrow={t('about.eyebrow')}
        breadcrumbs={<PageCrumbs locale={locale} items={[{ label: t('about.title') }]} />}
      />
      <PageSection id="numbers" title={t('about.numbersTitle')} tone="subtle">
        <FactList facts={facts} />
      </PageSection>
      {divisions.length > 0 && (
        <PageSection
          id="divisions"
          title={t('about.divisionsTitle')}
          lead={t('about.divisionsLead')}
        >
          <DivisionList divisions={divisions} products={divisionProducts} locale={locale} />
        </PageSection>
      )}
      {employees.length > 0 && (
        <PageSection
          id="team"
          title={t('about.teamTitle')}
          lead={t('about.teamLead')}
          tone="subtle"
        >
          <EmployeeCards employees={employees} />
        </PageSection>
      )}
      {offices.length > 0 && (
        <PageSection
          id="offices"
          title={t('about.officesTitle')}
          aside={
            <SectionLink href={sitePath('/contacts/', locale)}>
              {t('about.allContacts')}
            </SectionLink>
          }
        >
          <OfficeCities offices={offices} locale={locale} label={t('about.officesTitle')} />
        </PageSection>
      )}
      <PageSection id="more" title={t('about.moreTitle')} tone="subtle">
        <LinkCards
          cards={[
            {
              title: t('links.hr.title'),
              text: t('links.hr.text'),
              href: sitePath('/about/hr/', locale),
            },
            {
              title: t('links.sustainability.title'),
              text: t('links.sustainability.text'),
              href: sitePath('/about/sustainability/', locale),
            },
            {
              title: t('links.academy.title'),
              text: t('links.academy.text'),
              href: sitePath('/academy/', locale),
            },
            {
              title: t('links.partnership.title'),
              text: t('links.partnership.text'),
              href: sitePath('/partnership/', locale),
            },
            {
              title: t('links.presskit.title'),
              text: t('links.presskit.text'),
              href: sitePath('/presskit/', locale),
            },
            {
              title: t('links.feedback.title'),
              text: t('links.feedback.text'),
              href: sitePath('/about/feedback/', locale),
            },
          ]}
        />
      </PageSection>
      <ContactCta />
    </div>
  );
}
