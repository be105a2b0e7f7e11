import type { ServedDivision, ServedProductCard } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Picture, productCardLink } from '@corp/shared/ui';
import { useCompanyTexts } from '../company-texts';
import { SiteLink } from '@corp/shared/page-parts';
import styles from './DivisionList.module.scss';

export interface DivisionListProps {
  divisions: readonly ServedDivision[];
  /** Each division's products (`GET /division/{id}/products/`), by division id. */
  products: Readonly<Record<number, readonly ServedProductCard[]>>;
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
