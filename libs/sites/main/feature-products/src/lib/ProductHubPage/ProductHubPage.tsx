import { Island } from '@corp/shared/document';
import { pick } from '@corp/shared/contracts';
import type { ServedBanner, ServedDivision, ServedIndustry } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import {
  Breadcrumbs,
  Hero,
  buttonClassName,
  productCardLinks,
  toProductCard,
} from '@corp/shared/ui';
import { CONTACT_FORM_ANCHOR, ProductContactCta } from '../ProductContactCta/ProductContactCta';
import type { PageSectionLink } from '../ProductPage/ProductPage';
import { localizedPath } from '../product-data/product-data';
import { useProductsTexts } from '../texts/products-texts';
import {
  HUB_PRODUCT_FIELDS,
  HubSectionsContext,
  ProductHubCatalog,
} from './ProductHubCatalog.island';
import type { HubProductData } from './ProductHubCatalog.island';
import styles from './ProductHubPage.module.scss';

export {
  HUB_PRODUCT_FIELDS,
  divisionSectionId,
  productHubSections,
} from './ProductHubCatalog.island';
export type { HubProductData } from './ProductHubCatalog.island';

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
   * the header's section menu of the main-header layout. Heard on a whole page only: on an
   * island page (ADR 0032) the header keeps the sections of the first filter.
   */
  onSectionsChange?: (sections: PageSectionLink[]) => void;
}

/**
 * The product hub (`/product/`): the page banner, an industry filter and every product card,
 * grouped by division (the filter and the cards: an island, `products-hub-catalog`).
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
  const title = banner?.title ?? t('breadcrumbs.products');

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

      <HubSectionsContext value={onSectionsChange ?? null}>
        <Island
          name="ProductHubCatalog"
          part={ProductHubCatalog}
          props={{
            locale,
            divisions,
            products,
            industries,
            initialIndustry,
            // Resolved here: the browser of an island page has no URL resolver.
            links: productCardLinks(products, { locale }),
          }}
        />
      </HubSectionsContext>

      <ProductContactCta id="contact-us" />
    </div>
  );
}
