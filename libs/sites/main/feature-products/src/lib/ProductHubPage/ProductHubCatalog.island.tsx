import { createContext, use, useEffect, useId, useState } from 'react';
import type { ServedDivision, ServedIndustry, ServedProductCard } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { ProductCard } from '@corp/shared/ui';
import type { ProductCardData, ProductLink } from '@corp/shared/ui';
import { CONTACT_FORM_ANCHOR } from '../ProductContactCta/ProductContactCta';
import type { PageSectionLink } from '../ProductPage/ProductPage';
import { groupByDivision, productsOfIndustry } from '../product-data/hub-groups';
import { useProductsTexts } from '../texts/products-texts';
import styles from './ProductHubPage.module.scss';

/** Beside its card, what the hub needs of a product: its group and its filter. */
export const HUB_PRODUCT_FIELDS = [
  'division',
  'industries',
] as const satisfies readonly (keyof ServedProductCard)[];

export type HubProductData = ProductCardData &
  Pick<ServedProductCard, (typeof HUB_PRODUCT_FIELDS)[number]>;

/** The anchor of a division's group on the hub. */
export const divisionSectionId = (id: number) => `division-${id}`;

/**
 * The hub's sections for a filter: the divisions with products of `industry` (every industry:
 * null), then the contact block. The header's section menu lists them.
 */
export function productHubSections(
  t: ReturnType<typeof useProductsTexts>,
  divisions: readonly ServedDivision[],
  products: readonly HubProductData[],
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
 * Who hears of the hub's sections when the filter changes (the page's `onSectionsChange`): on a
 * whole page the catalog is in the page's tree; an island of its own (ADR 0032) has none.
 */
export const HubSectionsContext = createContext<((sections: PageSectionLink[]) => void) | null>(
  null,
);

export interface ProductHubCatalogProps {
  locale: Locale;
  divisions: readonly ServedDivision[];
  products: readonly HubProductData[];
  industries: readonly ServedIndustry[];
  /** The industry the filter starts on; every industry when null. */
  initialIndustry: number | null;
  /** The cards' links by product code, resolved on the server (`productCardLinks`). */
  links: Readonly<Record<string, ProductLink>>;
}

/**
 * The hub's industry filter and its products grouped by division: the hub's one interactive
 * part (ADR 0032), its props JSON (the cards' links resolved on the server).
 */
export function ProductHubCatalog({
  locale,
  divisions,
  products,
  industries,
  initialIndustry,
  links,
}: ProductHubCatalogProps) {
  const t = useProductsTexts();
  const onSectionsChange = use(HubSectionsContext);
  const [industry, setIndustry] = useState<number | null>(initialIndustry);
  const filterLabelId = useId();
  const shown = productsOfIndustry(products, industry);
  const groups = groupByDivision(divisions, shown);
  const sectionsKey = JSON.stringify(productHubSections(t, divisions, products, industry));
  useEffect(() => {
    onSectionsChange?.(JSON.parse(sectionsKey) as PageSectionLink[]);
  }, [sectionsKey, onSectionsChange]);
  const options = [
    { id: null, label: t('hub.allIndustries') },
    ...industries.map((item) => ({ id: item.id, label: item.name })),
  ];

  return (
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
                <ProductCard
                  product={product}
                  link={links[product.code]}
                  locale={locale}
                  headingLevel="h3"
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
