import { useEffect, useId, useState } from 'react';
import { pick } from '@corp/shared/contracts';
import type {
  ServedBanner,
  ServedDivision,
  ServedIndustry,
  ServedProductCard,
} from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Breadcrumbs, Hero, ProductCard, buttonClassName, toProductCard } from '@corp/shared/ui';
import type { ProductCardData } from '@corp/shared/ui';
import { CONTACT_FORM_ANCHOR, ProductContactCta } from '../ProductContactCta/ProductContactCta';
import type { PageSectionLink } from '../ProductPage/ProductPage';
import { groupByDivision, localizedPath, productsOfIndustry } from '../product-data/product-data';
import { useProductsTexts } from '../texts/products-texts';
import styles from './ProductHubPage.module.scss';

/** Beside its card, what the hub needs of a product: its group and its filter. */
export const HUB_PRODUCT_FIELDS = [
  'division',
  'industries',
] as const satisfies readonly (keyof ServedProductCard)[];

export type HubProductData = ProductCardData &
  Pick<ServedProductCard, (typeof HUB_PRODUCT_FIELDS)[number]>;

/** A product as the hub lists it: its card, its division and its industries. */
export function toHubProduct(product: HubProductData): HubProductData {
  return { ...toProductCard(product), ...pick(product, HUB_PRODUCT_FIELDS) };
}

export interface ProductHubPageProps {
  locale: Locale;
  banner: ServedBanner | null;
  divisions: readonly ServedDivision[];
  products: readonly HubProductData[];
  industries: readonly ServedIndustry[];
  /** The industry the filter starts on; every industry by default. */
  initialIndustry?: number | null;
  /**
   * The page's sections (the divisions shown, then the contact block) whenever they change:
   * the header's section menu of the main-header layout.
   */
  onSectionsChange?: (sections: PageSectionLink[]) => void;
}

/** The anchor of a division's group on the hub. */
export const divisionSectionId = (id: number) => `division-${id}`;

/**
 * The hub's sections for a filter: the divisions with products of `industry` (every industry:
 * null), then the contact block. The header's section menu lists them.
 */
export function productHubSections(
  t: ReturnType<typeof useProductsTexts>,
  divisions: ProductHubPageProps['divisions'],
  products: ProductHubPageProps['products'],
  industry: number | null,
): PageSectionLink[] {
  return [
    ...groupByDivision(divisions, productsOfIndustry(products, industry)).map(({ division }) => ({
      id: divisionSectionId(division.id),
      label: division.name,
    })),
    { id: 'contact-us', label: t('sections.contact') },
  ];
}

/**
 * The product hub (`/product/`): the page banner, an industry filter and every product card,
 * grouped by division.
 */
export function ProductHubPage({
  locale,
  banner,
  divisions,
  products,
  industries,
  initialIndustry = null,
  onSectionsChange,
}: ProductHubPageProps) {
  const t = useProductsTexts();
  const [industry, setIndustry] = useState<number | null>(initialIndustry);
  const filterLabelId = useId();
  const shown = productsOfIndustry(products, industry);
  const groups = groupByDivision(divisions, shown);
  const title = banner?.title ?? t('breadcrumbs.products');
  const sectionsKey = JSON.stringify(productHubSections(t, divisions, products, industry));
  useEffect(() => {
    onSectionsChange?.(JSON.parse(sectionsKey) as PageSectionLink[]);
  }, [sectionsKey, onSectionsChange]);
  const options = [
    { id: null, label: t('hub.allIndustries') },
    ...industries.map((item) => ({ id: item.id, label: item.name })),
  ];

  return (
    <div className={styles['page']}>
      <Hero
        breadcrumbs={<Breadcrumbs locale={locale} items={[{ label: t('breadcrumbs.products') }]} />}
        image={banner?.image}
        imageOnLargeOnly
        title={title}
        text={banner?.text}
        actions={
          <a
            className={buttonClassName({ variant: 'primary', size: 'large' })}
            href={banner?.button ? localizedPath(banner.button.link, locale) : CONTACT_FORM_ANCHOR}
          >
            {banner?.button?.label ?? t('cta.demo')}
          </a>
        }
      />

      <div className={[styles['container'], styles['catalog']].join(' ')}>
        {industries.length > 0 && (
          <div className={styles['filter']}>
            <p id={filterLabelId} className={styles['filterLabel']}>
              {t('hub.filterLabel')}
            </p>
            <div role="group" aria-labelledby={filterLabelId}>
              <ul className={styles['filterList']}>
                {options.map((option) => (
                  <li key={option.id ?? 'all'}>
                    <button
                      type="button"
                      className={styles['filterButton']}
                      aria-pressed={industry === option.id}
                      onClick={() => setIndustry(option.id)}
                    >
                      {option.label}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
            <p className={styles['count']} role="status">
              {t('hub.count', { count: shown.length })}
            </p>
          </div>
        )}

        {groups.length === 0 && (
          <p className={styles['nothing']}>
            <a href={CONTACT_FORM_ANCHOR}>{t('hub.nothing')}</a>
          </p>
        )}

        {groups.map(({ division, products: items }) => (
          <section
            key={division.id}
            id={divisionSectionId(division.id)}
            className={styles['division']}
            aria-labelledby={`${divisionSectionId(division.id)}-title`}
          >
            <h2 id={`${divisionSectionId(division.id)}-title`} className={styles['divisionTitle']}>
              {division.name}
            </h2>
            <p className={styles['divisionText']}>{division.description}</p>
            <ul
              className={styles['cards']}
              aria-label={t('hub.divisionProducts', { name: division.name })}
            >
              {items.map((product) => (
                <li key={product.code} className={styles['card']}>
                  <ProductCard product={product} locale={locale} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <ProductContactCta id="contact-us" />
    </div>
  );
}
