import { Island } from '@corp/shared/document';
import { useId } from 'react';
import type { ServedIndustryPage } from '@corp/shared/contracts';
import type { FeatureTranslate, Locale } from '@corp/shared/i18n';
import {
  Breadcrumbs,
  FadeIn,
  Hero,
  ProductsBlock,
  buttonClassName,
  withProductLinks,
} from '@corp/shared/ui';
import type { ProductCardData } from '@corp/shared/ui';
import { CaseCards } from '../CaseCards/CaseCards';
import type { ProductCaseData } from '../CaseCards/CaseCards';
import { CONTACT_FORM_ANCHOR, ProductContactCta } from '../ProductContactCta/ProductContactCta';
import type { PageSectionLink } from '../ProductPage/ProductPage';
import { useProductsTexts } from '../texts/products-texts';
import type en from '../../locales/en.json';
import styles from './IndustryPage.module.scss';

export interface IndustryPageProps {
  locale: Locale;
  page: ServedIndustryPage;
  products: readonly ProductCardData[];
  cases: readonly ProductCaseData[];
}

/** The anchor of the n-th body section of an industry page (from 1). */
export const industrySectionId = (index: number) => `section-${index + 1}`;

type IndustrySectionData = Pick<IndustryPageProps, 'page' | 'products' | 'cases'>;

/** The side menu's entries of an industry page: its body sections, products, cases, contact. */
export function industryPageSections(
  { page, products, cases }: IndustrySectionData,
  t: FeatureTranslate<typeof en>,
): PageSectionLink[] {
  return [
    ...page.sections.map((section, index) => ({
      id: industrySectionId(index),
      label: section.title,
    })),
    ...(products.length ? [{ id: 'products', label: t('sections.products') }] : []),
    ...(cases.length ? [{ id: 'cases', label: t('sections.cases') }] : []),
    { id: 'contact-us', label: t('sections.contact') },
  ];
}

/** The side menu's entries of an industry page, in the page's language. */
export function useIndustryPageSections(data: IndustrySectionData): PageSectionLink[] {
  return industryPageSections(data, useProductsTexts());
}

/**
 * An industry page (spec §2.2 "Industry pages under /industries/"): hero, the page's body
 * sections, the products block of the industry, customer cases with those products and a call
 * to the footer form.
 */
export function IndustryPage({ locale, page, products, cases }: IndustryPageProps) {
  const t = useProductsTexts();
  const casesTitleId = useId();
  return (
    <div className={styles['page']}>
      <Hero
        breadcrumbs={
          <Breadcrumbs
            locale={locale}
            items={[{ label: t('breadcrumbs.industries') }, { label: page.title }]}
          />
        }
        image={page.image}
        imageAlt={page.image?.alt ?? ''}
        art="spot"
        title={page.title}
        text={page.description}
        actions={
          <a
            className={buttonClassName({ variant: 'primary', size: 'large' })}
            href={CONTACT_FORM_ANCHOR}
          >
            {t('cta.button')}
          </a>
        }
      />

      <div className={[styles['container'], styles['body']].join(' ')}>
        {page.sections.map((section, index) => (
          <section
            key={section.title}
            id={industrySectionId(index)}
            className={styles['bodySection']}
            aria-labelledby={`${industrySectionId(index)}-title`}
          >
            <FadeIn>
              <span className={styles['number']} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 id={`${industrySectionId(index)}-title`} className={styles['bodyTitle']}>
                {section.title}
              </h2>
              <p className={styles['bodyText']}>{section.text}</p>
            </FadeIn>
          </section>
        ))}
      </div>

      {products.length > 0 && (
        <section
          id="products"
          className={[styles['section'], styles['subtle'], styles['products']].join(' ')}
        >
          <div className={styles['container']}>
            <Island
              name="ProductsBlock"
              part={ProductsBlock}
              props={withProductLinks({ products, locale })}
            />
          </div>
        </section>
      )}

      {cases.length > 0 && (
        <section id="cases" className={styles['section']} aria-labelledby={casesTitleId}>
          <div className={styles['container']}>
            <h2 id={casesTitleId} className={styles['sectionTitle']}>
              {t('industry.casesTitle')}
            </h2>
            <CaseCards cases={cases} locale={locale} />
          </div>
        </section>
      )}

      <ProductContactCta id="contact-us" />
    </div>
  );
}
