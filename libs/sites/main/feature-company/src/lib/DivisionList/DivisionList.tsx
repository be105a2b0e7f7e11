import { pick } from '@corp/shared/contracts';
import type { ServedDivision, ServedProductCard } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Picture, productCardLink } from '@corp/shared/ui';
import { useCompanyTexts } from '../company-texts';
import { SiteLink } from '@corp/shared/page-parts';
import styles from './DivisionList.module.scss';

/** What a division's product link shows of a product: all a loader gives it. */
export const DIVISION_PRODUCT_FIELDS = [
  'code',
  'name',
  'knowMore',
  'btnStatus',
] as const satisfies readonly (keyof ServedProductCard)[];

export type DivisionProductData = Pick<ServedProductCard, (typeof DIVISION_PRODUCT_FIELDS)[number]>;

/** A product as a division lists it: its name and where it links to, not its card. */
export function toDivisionProduct(product: DivisionProductData): DivisionProductData {
  return pick(product, DIVISION_PRODUCT_FIELDS);
}

/** What the list shows of a division (its product codes give way to `products`). */
export const DIVISION_FIELDS = [
  'id',
  'name',
  'description',
  'image',
] as const satisfies readonly (keyof ServedDivision)[];

export type DivisionData = Pick<ServedDivision, (typeof DIVISION_FIELDS)[number]>;

export function toDivision(division: DivisionData): DivisionData {
  return pick(division, DIVISION_FIELDS);
}

export interface DivisionListProps {
  divisions: readonly DivisionData[];
  /** Each division's products (`GET /division/{id}/products/`), by division id. */
  products: Readonly<Record<number, readonly DivisionProductData[]>>;
  locale: Locale;
}

/** The business divisions, each with its picture, its description and links to its products. */
export function DivisionList({ divisions, products, locale }: DivisionListProps) {
  const t = useCompanyTexts();
  return (
    <ol className={styles['divisions']}>
      {divisions.map((division) => {
        const items = products[division.id] ?? [];
        const listId = `division-${division.id}-products`;
        return (
          <li key={division.id} className={styles['division']}>
            <div className={styles['picture']}>
              <Picture image={division.image} alt="" width={640} height={360} fit="cover" />
            </div>
            <h3 className={styles['name']}>{division.name}</h3>
            <p className={styles['description']}>{division.description}</p>
            {items.length > 0 && (
              <>
                <p id={listId} className={styles['productsLabel']}>
                  {t('about.divisionProducts')}
                </p>
                <ul className={styles['products']} aria-labelledby={listId}>
                  {items.map((product) => {
                    const link = productCardLink(product, { locale });
                    if (!product.btnStatus) {
                      return (
                        <li key={product.code}>
                          <span className={styles['product']}>{product.name}</span>
                        </li>
                      );
                    }
                    return (
                      <li key={product.code}>
                        <SiteLink
                          className={styles['product']}
                          href={link.href}
                          {...(link.external
                            ? { target: '_blank', rel: 'noopener noreferrer' }
                            : {})}
                        >
                          {product.name}
                          {link.external && (
                            <span className={styles['hidden']}> ({t('common.newTab')})</span>
                          )}
                        </SiteLink>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
