import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { pick } from '@corp/shared/contracts';
import type { contentKinds } from '@corp/shared/contracts';
import { toLanguageTag } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { hubSite, matchPage, sitePathLocale } from '@corp/shared/routing';
import { LanguageMark } from '../Link/Link';
import { Picture } from '../Picture/Picture';
import styles from './ProductCard.module.scss';

/** A product as content (spec §3 "Product card"); what the API serves for a card is one. */
type ProductsItem = z.infer<(typeof contentKinds)['products']['schema']>;

/** What a product card shows (spec §3 "Product card"): all a loader gives it of a product. */
export const PRODUCT_CARD_FIELDS = [
  'code',
  'name',
  'description',
  'tag',
  'background',
  'image',
  'knowMore',
  'btnStatus',
  'status',
] as const satisfies readonly (keyof ProductsItem)[];

export type ProductCardData = Pick<ProductsItem, (typeof PRODUCT_CARD_FIELDS)[number]>;

/** A product's card and nothing else (no brochure, demo, page body or relations). */
export function toProductCard(product: ProductCardData): ProductCardData {
  return pick(product, PRODUCT_CARD_FIELDS);
}

/** The page a card is shown on. */
export interface ProductPageContext {
  locale: Locale;
  /**
   * The button's text where the site labels it otherwise than the design system's "View
   * Product" (the idp site: «Узнать больше» in every language).
   */
  buttonLabel?: string;
  /** The digital industrial platform page. */
  dip?: boolean;
  /**
   * Origin of the hub, the main site (`https://example.com`), for the links out by code from the kz and
   * dip pages. Without it those links stay on the current host.
   */
  hubOrigin?: string;
  /**
   * The language the products' texts are in when it is not the page's (the Asia kz page asks
   * for Russian cards, spec §7): their tag, name and description say so with `lang`.
   */
  contentLocale?: Locale;
}

export interface ProductLink {
  href: string;
  /** Leaves the site page: opens in a new tab. */
  external: boolean;
}

/** Kazakh has no product pages: the Russian ones stand in. */
const productPageLocale: Record<Locale, Locale> = { en: 'en', ru: 'ru', de: 'de', kz: 'ru' };

/** `/ru/product/flow/`; English, and a locale the product page does not exist in, get no prefix. */
export function productPath(code: string, locale: Locale): string {
  const path = `/product/${code}/`;
  const pageLocale = productPageLocale[locale];
  const page = matchPage(hubSite(), ['product', code], path)?.page;
  const exists = page?.locales.includes(pageLocale) ?? false;
  return pageLocale === 'en' || !exists ? path : `/${pageLocale}${path}`;
}

/**
 * Spec §2.8 "Products block": on the kz and dip pages a card links out by code (to the main
 * site's product page); otherwise it links out to `knowMore` when set, and to the internal
 * product page when not.
 */
export function productCardLink(
  product: Pick<ProductsItem, 'code' | 'knowMore'>,
  { locale, dip = false, hubOrigin = '' }: ProductPageContext,
): ProductLink {
  if (locale === 'kz' || dip) {
    return { href: `${hubOrigin}${productPath(product.code, locale)}`, external: true };
  }
  if (product.knowMore) return { href: product.knowMore, external: true };
  return { href: productPath(product.code, locale), external: false };
}

/**
 * Each card's link by product code, as `ProductCard` works it out: resolved where the URL
 * resolver is (the server), for a products block that hydrates as an island (ADR 0032), whose
 * browser has none.
 */
export function productCardLinks(
  products: readonly Pick<ProductsItem, 'code' | 'knowMore'>[],
  context: ProductPageContext,
): Record<string, ProductLink> {
  return Object.fromEntries(
    products.map((product) => [product.code, productCardLink(product, context)]),
  );
}

const statusKey = {
  active: undefined,
  new: 'products.status.new',
  beta: 'products.status.beta',
} as const satisfies Record<ProductCardData['status'], string | undefined>;

export type ProductCardHeadingLevel = 'h2' | 'h3' | 'h4';

export interface ProductCardProps extends ProductPageContext {
  product: ProductCardData;
  /** Its link, when resolved already (`productCardLinks`); else worked out here. */
  link?: ProductLink;
  headingLevel?: ProductCardHeadingLevel;
  className?: string;
}

function NewTabHint({ children }: { children: ReactNode }) {
  return <span className={styles['visuallyHidden']}> ({children})</span>;
}

/**
 * A product: tag, status, name, description, illustration and, when the product has a page
 * (`btnStatus`), a "View Product" link.
 */
export function ProductCard({
  product,
  link: resolvedLink,
  headingLevel: Heading = 'h3',
  className,
  ...context
}: ProductCardProps) {
  const { t } = useTranslation('media');
  const nameId = useId();
  const link = resolvedLink ?? productCardLink(product, context);
  const status = statusKey[product.status];
  const newTab = t('products.newTab');
  const { contentLocale } = context;
  const lang =
    contentLocale && contentLocale !== context.locale ? toLanguageTag(contentLocale) : undefined;
  // A tag leading to a page of the site in another language says so (issue 42).
  const tagPage = product.tag ? sitePathLocale(product.tag.link) : undefined;
  const tagLanguage =
    tagPage && tagPage !== context.locale && tagPage !== 'kz' ? tagPage : undefined;
  return (
    <article
      className={[styles['card'], className].filter(Boolean).join(' ')}
      style={{ background: product.background }}
      aria-labelledby={nameId}
    >
      <div className={styles['meta']}>
        {product.tag && (
          <a
            className={styles['tag']}
            href={product.tag.link}
            hrefLang={tagLanguage && toLanguageTag(tagLanguage)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span lang={lang}>{product.tag.label}</span>
            {tagLanguage ? <LanguageMark language={tagLanguage} /> : null}
            <NewTabHint>{newTab}</NewTabHint>
          </a>
        )}
        {status && <span className={styles['status']}>{t(status)}</span>}
      </div>
      <Heading id={nameId} className={styles['name']} lang={lang}>
        {product.name}
      </Heading>
      <p className={styles['description']} lang={lang}>
        {product.description}
      </p>
      <Picture
        className={styles['image']}
        image={product.image}
        alt=""
        fit="contain"
        width={320}
        height={200}
      />
      {product.btnStatus && (
        <a
          className={styles['button']}
          href={link.href}
          aria-describedby={nameId}
          {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {context.buttonLabel ?? t('products.viewProduct')}
          {link.external && <NewTabHint>{newTab}</NewTabHint>}
        </a>
      )}
    </article>
  );
}
