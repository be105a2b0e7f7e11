import { useTranslation } from 'react-i18next';
import { ProductCard, productCardLinks } from '../ProductCard/ProductCard';
import type { ProductCardData, ProductLink, ProductPageContext } from '../ProductCard/ProductCard';
import { Slider } from '../Slider/Slider';
import styles from './ProductsBlock.module.scss';

/** `integration` is the block on a product page: the products this one works with. */
export type ProductsBlockVariant = 'default' | 'integration';

const titleKey = {
  default: 'products.title',
  integration: 'products.integrationTitle',
} as const satisfies Record<ProductsBlockVariant, string>;

export interface ProductsBlockProps extends ProductPageContext {
  products: readonly ProductCardData[];
  /**
   * The cards' links by product code, resolved on the server (`productCardLinks`): given when
   * the block is an island (ADR 0032; the browser there has no URL resolver).
   */
  links?: Readonly<Record<string, ProductLink>>;
  variant?: ProductsBlockVariant;
  className?: string;
}

/**
 * The block's props with its cards' links resolved (`productCardLinks`, from its own context):
 * what its island gets from the server (ADR 0032; the browser there has no URL resolver).
 */
export function withProductLinks(props: ProductsBlockProps): ProductsBlockProps {
  return { ...props, links: productCardLinks(props.products, props) };
}

/**
 * Spec §2.8 "Products block": a titled slider of product cards. Nothing is rendered without
 * products.
 */
export function ProductsBlock({
  products,
  links,
  variant = 'default',
  className,
  ...context
}: ProductsBlockProps) {
  const { t } = useTranslation('media');
  if (products.length === 0) return null;
  const title = t(titleKey[variant]);
  return (
    <div className={[styles['block'], className].filter(Boolean).join(' ')}>
      <h2 className={styles['title']}>{title}</h2>
      <Slider label={title} loadOn="use">
        {products.map((product) => (
          <ProductCard
            key={product.code}
            product={product}
            link={links?.[product.code]}
            {...context}
          />
        ))}
      </Slider>
    </div>
  );
}
