import { Island } from '@corp/shared/document';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { pick } from '@corp/shared/contracts';
import type { ServedProduct } from '@corp/shared/contracts';
import { hreflang } from '@corp/shared/i18n';
import type { FeatureTranslate, Locale } from '@corp/shared/i18n';
import { sitePathLocale } from '@corp/shared/routing';
import { ModalButton } from '@corp/shared/modals';
import {
  Breadcrumbs,
  FadeIn,
  Hero,
  Icon,
  LanguageMark,
  ProductsBlock,
  buttonClassName,
  withProductLinks,
} from '@corp/shared/ui';
import type { ProductCardData } from '@corp/shared/ui';
import { BROCHURE_POPUP_FIELDS, BrochurePopup } from '../BrochurePopup/BrochurePopup.island';
import { CaseCards } from '../CaseCards/CaseCards';
import type { ProductCaseData } from '../CaseCards/CaseCards';
import { ProductContactCta } from '../ProductContactCta/ProductContactCta';
import { brochureType, DownloadLinks, productDownloads } from '../DownloadLinks/DownloadLinks';
import { NewsCards } from '../NewsCards/NewsCards';
import type { NewsCardData } from '../NewsCards/NewsCards';
import { localizedPath, productHubPath } from '../product-data/product-data';
import { useProductsTexts } from '../texts/products-texts';
import type en from '../../locales/en.json';
import { ProductFaq } from './ProductFaq.island';
import styles from './ProductPage.module.scss';

export interface ProductPageProps {
  locale: Locale;
  /** The code of the page's URL; `product.code` may differ (`dispatcher` shows `mdcplus`). */
  pageCode: string;
  product: ServedProduct;
  related: readonly ProductCardData[];
  news: readonly NewsCardData[];
  cases: readonly ProductCaseData[];
}

/** The sections of a product page, in page order; the side menu lists those a page has. */
export const PRODUCT_SECTION_IDS = [
  'overview',
  'benefits',
  'features',
  'downloads',
  'faq',
  'cases',
  'news',
  'integrations',
  'contact-us',
] as const;
export type ProductSectionId = (typeof PRODUCT_SECTION_IDS)[number];

const sectionLabelKey = {
  overview: 'sections.overview',
  benefits: 'sections.benefits',
  features: 'sections.features',
  downloads: 'sections.downloads',
  faq: 'sections.faq',
  cases: 'sections.cases',
  news: 'sections.news',
  integrations: 'sections.integrations',
  'contact-us': 'sections.contact',
} as const satisfies Record<ProductSectionId, string>;

export interface PageSectionLink {
  id: string;
  label: string;
}

type ProductSectionData = Pick<ProductPageProps, 'product' | 'related' | 'news' | 'cases'>;

/** The sections a product page shows: a block without content is left out. */
export function productSectionIds({
  product,
  related,
  news,
  cases,
}: ProductSectionData): ProductSectionId[] {
  const shown: Record<ProductSectionId, boolean> = {
    overview: true,
    benefits: Boolean(product.details?.benefits.length),
    features: Boolean(product.details?.features.length),
    downloads: productDownloads(product).length > 0,
    faq: Boolean(product.details?.faq?.length),
    cases: cases.length > 0,
    news: news.length > 0,
    integrations: related.length > 0,
    'contact-us': true,
  };
  return PRODUCT_SECTION_IDS.filter((id) => shown[id]);
}

/** The side menu's entries of a product page. */
export function productPageSections(
  data: ProductSectionData,
  t: FeatureTranslate<typeof en>,
): PageSectionLink[] {
  return productSectionIds(data).map((id) => ({ id, label: t(sectionLabelKey[id]) }));
}

/** The side menu's entries of a product page, in the page's language. */
export function useProductPageSections(data: ProductSectionData): PageSectionLink[] {
  return productPageSections(data, useProductsTexts());
}

/** The product's tag over its name: a link to its industry's page, which may be in English only. */
function ProductTag({ tag, locale }: { tag: NonNullable<ServedProduct['tag']>; locale: Locale }) {
  const href = localizedPath(tag.link, locale);
  const target = sitePathLocale(href);
  const other = target && target !== locale && target !== 'kz' ? target : undefined;
  return (
    <a href={href} hrefLang={other && hreflang(other)}>
      {tag.label}
      {other ? <LanguageMark language={other} /> : null}
    </a>
  );
}

function Section({
  id,
  title,
  subtle = false,
  children,
}: {
  id: ProductSectionId;
  title: string;
  subtle?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={[styles['section'], subtle ? styles['subtle'] : undefined]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles['container']}>
        <h2 id={titleId} className={styles['sectionTitle']}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The hero's actions on its dark surface: one primary, the others outline (design system). */
const heroPrimary = buttonClassName({ variant: 'primary', size: 'medium' });
const heroSecondary = buttonClassName({ variant: 'outline', size: 'medium' });

/**
 * A product page (spec §2.2): hero, measured results, capabilities, brochures and demo, questions
 * and answers, cases and news about the product, the products it integrates with (without the
 * six excluded ones) and a call to the footer form. Each block is a section with an id for the
 * side menu.
 */
export function ProductPage({ locale, pageCode, product, related, news, cases }: ProductPageProps) {
  const t = useProductsTexts();
  const details = product.details;
  const downloads = productDownloads(product);
  const shown = new Set(productSectionIds({ product, related, news, cases }));
  const name = product.name;

  return (
    <div className={styles['page']}>
      <Hero
        id="overview"
        breadcrumbs={
          <Breadcrumbs
            locale={locale}
            items={[
              { label: t('breadcrumbs.products'), href: productHubPath(locale) },
              { label: name },
            ]}
          />
        }
        background={product.background}
        image={product.image}
        imageAlt={product.image?.alt ?? ''}
        art="spot"
        eyebrow={product.tag && <ProductTag tag={product.tag} locale={locale} />}
        title={name}
        text={details?.heroTitle ?? product.description}
        actions={
          <>
            {product.demo ? (
              <ModalButton
                className={heroPrimary}
                modal="download-demo"
                data={{ product: product.code, title: t('cta.demo'), subtitle: name }}
              >
                {t('cta.demo')}
              </ModalButton>
            ) : (
              <ModalButton
                className={heroPrimary}
                modal="send-request"
                data={{ product: product.code, title: t('cta.demo'), subtitle: name }}
              >
                {t('cta.demo')}
              </ModalButton>
            )}
            {product.brochure && (
              <ModalButton
                className={heroSecondary}
                modal="download-brochure"
                data={{ product: product.code, subtitle: name, type: brochureType(pageCode) }}
              >
                {t('cta.brochure')}
              </ModalButton>
            )}
            {product.video && (
              <ModalButton
                className={heroSecondary}
                modal="video-brochure"
                data={{
                  title: product.video.title,
                  src: product.video.src,
                  poster: product.video.poster,
                  ...(product.brochure ? { product: product.code } : {}),
                }}
              >
                <Icon name="play" size={18} />
                {t('product.video')}
              </ModalButton>
            )}
            {product.knowMore && (
              <a
                className={heroSecondary}
                href={product.knowMore}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('product.website')}
                <span className={styles['hidden']}> ({t('downloads.newTab')})</span>
              </a>
            )}
          </>
        }
      >
        {details && <p>{details.heroText}</p>}
      </Hero>

      {details && shown.has('benefits') && (
        <Section id="benefits" title={t('product.benefitsTitle')}>
          <FadeIn>
            <ul className={styles['benefits']}>
              {details.benefits.map((benefit) => (
                <li key={benefit.text} className={styles['benefit']}>
                  <span className={styles['benefitValue']}>{benefit.value}</span>
                  <span className={styles['benefitText']}>{benefit.text}</span>
                </li>
              ))}
            </ul>
          </FadeIn>
        </Section>
      )}

      {details && shown.has('features') && (
        <Section id="features" title={t('product.featuresTitle', { name })} subtle>
          <ul className={styles['features']}>
            {details.features.map((feature, index) => (
              <li key={feature.title} className={styles['feature']}>
                <FadeIn delayMs={index * 100}>
                  <h3 className={styles['featureTitle']}>{feature.title}</h3>
                  <p className={styles['featureText']}>{feature.text}</p>
                  {feature.details ? (
                    <ModalButton
                      className={styles['featureMore']}
                      modal="feature-modal"
                      data={{
                        title: feature.title,
                        text: feature.text,
                        paragraphs: feature.details,
                      }}
                    >
                      {t('product.featureMoreShort')}
                      <span className={styles['hidden']}>: {feature.title}</span>
                      <Icon name="arrow-right" size={16} />
                    </ModalButton>
                  ) : null}
                </FadeIn>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {shown.has('downloads') && (
        <Section id="downloads" title={t('product.downloadsTitle')}>
          <p className={styles['intro']}>
            {t(
              downloads.some((link) => link.kind === 'external')
                ? 'product.downloadsTextDemo'
                : 'product.downloadsText',
              { name },
            )}
          </p>
          <DownloadLinks links={downloads} product={product} pageCode={pageCode} />
        </Section>
      )}

      {details?.faq && shown.has('faq') && (
        <Section id="faq" title={t('product.faqTitle')} subtle>
          <Island
            name="ProductFaq"
            part={ProductFaq}
            props={{
              faq: details.faq.map(({ question, answer }) => ({ question, answer })),
            }}
          />
        </Section>
      )}

      {shown.has('cases') && (
        <Section id="cases" title={t('product.casesTitle', { name })}>
          <CaseCards cases={cases} locale={locale} />
        </Section>
      )}

      {shown.has('news') && (
        <Section id="news" title={t('product.newsTitle', { name })} subtle>
          <NewsCards news={news} locale={locale} />
        </Section>
      )}

      {shown.has('integrations') && (
        <section id="integrations" className={[styles['section'], styles['products']].join(' ')}>
          <div className={styles['container']}>
            <Island
              name="ProductsBlock"
              part={ProductsBlock}
              props={withProductLinks({ products: related, variant: 'integration', locale })}
            />
          </div>
        </section>
      )}

      <ProductContactCta id="contact-us" productName={name} />
      {/* Its timer, its offer on a phone and its toggle: an island (ADR 0032). */}
      <Island
        name="BrochurePopup"
        part={BrochurePopup}
        props={{ product: pick(product, BROCHURE_POPUP_FIELDS) }}
      />
    </div>
  );
}
