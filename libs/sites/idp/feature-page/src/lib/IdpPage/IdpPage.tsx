import { Island } from '@corp/shared/document';
import { pick } from '@corp/shared/contracts';
import type { ItemLocale, ServedBanner, ServedProduct } from '@corp/shared/contracts';
import { htmlLang, itemLang } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { ProductsBlock, withProductLinks } from '@corp/shared/ui';
import type { ProductCardData } from '@corp/shared/ui';
import type { CaseTeaserData, NewsTeaserData } from '@corp/shared/page-parts';
import {
  CaseTeasers,
  ContactCta,
  FactList,
  heroFromBanner,
  NewsTeasers,
  PageCrumbs,
  PageHero,
  PageSection,
  sitePath,
} from '@corp/shared/page-parts';
import { useIdpTexts } from '../idp-texts';
import type { IdpTranslate } from '../idp-texts';
import type { PageAnchor } from '@corp/shared/page-parts';
import { FeatureMore } from './idp-parts';
import { PlatformFaq } from './PlatformFaq.island';
import styles from './IdpPage.module.scss';

/** What the page shows of the platform product: its page body, in the language it was read in. */
export const IDP_PLATFORM_FIELDS = [
  'details',
  'initialLocale',
] as const satisfies readonly (keyof ServedProduct)[];

export type IdpPlatformData = Pick<ServedProduct, (typeof IDP_PLATFORM_FIELDS)[number]>;

/** The platform as the page shows it: its page body, not its card, brochure or relations. */
export function toIdpPlatform(platform: IdpPlatformData): IdpPlatformData {
  return pick(platform, IDP_PLATFORM_FIELDS);
}

export interface IdpPageProps {
  locale: Locale;
  banner: ServedBanner | null;
  /** The platform product (`GET /product/industrial-iot-platform/`): its page body. */
  platform: IdpPlatformData | null;
  /** The cards of the products built on the platform. */
  products: readonly ProductCardData[];
  /** Cases and news, each marked with the language it was read in (§2.5: asked in ru). */
  cases: readonly (CaseTeaserData & ItemLocale)[];
  news: readonly (NewsTeaserData & ItemLocale)[];
  /** Where the product cards link out to (the main site's product pages, §2.8) from the idp host; the current host when empty. */
  hubOrigin?: string;
}

/** The idp page's sections, in order: the side menu's anchors. */
export function idpAnchors(
  t: IdpTranslate,
  {
    platform,
    products,
    cases,
    news,
  }: Pick<IdpPageProps, 'platform' | 'products' | 'cases' | 'news'>,
): PageAnchor[] {
  const details = platform?.details;
  return [
    ...(details ? [{ id: 'platform', label: details.heroTitle }] : []),
    ...(details?.benefits.length ? [{ id: 'results', label: t('resultsTitle') }] : []),
    ...(products.length ? [{ id: 'products', label: t('productsTitle') }] : []),
    ...(cases.length ? [{ id: 'cases', label: t('casesTitle') }] : []),
    ...(news.length ? [{ id: 'news', label: t('newsTitle') }] : []),
    ...(details?.faq?.length ? [{ id: 'faq', label: t('faqTitle') }] : []),
    { id: 'request', label: t('ctaTitle') },
  ];
}

/**
 * Spec §2.2 `/idp/`: the digital industrial platform on the main site: what it does, what it
 * gives, the products on it (their cards link out by code, spec §2.8), cases, news and questions.
 */
export function IdpPage({
  locale,
  banner,
  platform,
  products,
  cases,
  news,
  hubOrigin,
}: IdpPageProps) {
  const t = useIdpTexts();
  const hero = banner ? heroFromBanner(banner, locale) : { title: t('title') };
  const details = platform?.details;
  // Spec §2.5: the idp page asks the API in Russian whatever its own language, so on the main
  // site's English page the platform's texts, cases and news are Russian and say so (WCAG 3.1.2).
  const platformLang = platform ? itemLang(platform, locale) : undefined;
  const pageLang = platformLang ? htmlLang(locale) : undefined;
  const listLang = (items: readonly { initialLocale?: string }[]) =>
    items[0] ? itemLang(items[0], locale) : undefined;
  return (
    <div>
      <PageHero
        breadcrumbs={<PageCrumbs locale={locale} items={[{ label: t('title') }]} />}
        {...hero}
      />
      {details && (
        <div lang={platformLang}>
          <PageSection id="platform" title={details.heroTitle} lead={details.heroText}>
            <ul className={styles['features']}>
              {details.features.map((feature) => (
                <li key={feature.title} className={styles['feature']}>
                  <h3 className={styles['featureTitle']}>{feature.title}</h3>
                  <p className={styles['featureText']}>{feature.text}</p>
                  {feature.details ? (
                    // Spec §2.8 "Digital-landing details dialog: paragraphs plus a link".
                    <FeatureMore
                      title={feature.title}
                      label={t('learnMore')}
                      lang={pageLang}
                      data={{
                        title: feature.title,
                        paragraphs: feature.details,
                        link: {
                          href: `${hubOrigin ?? ''}${sitePath('/product/industrial-iot-platform/', locale)}`,
                          label: t('platformLink'),
                        },
                      }}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </PageSection>
        </div>
      )}
      {details && details.benefits.length > 0 && (
        <PageSection id="results" title={t('resultsTitle')} tone="subtle">
          <div lang={platformLang}>
            <FactList
              facts={details.benefits.map((benefit) => ({
                value: benefit.value,
                label: benefit.text,
              }))}
            />
          </div>
        </PageSection>
      )}
      {products.length > 0 && (
        <section id="products" className={styles['products']}>
          <Island
            name="ProductsBlock"
            part={ProductsBlock}
            props={withProductLinks({
              products,
              locale,
              buttonLabel: t('productButton'),
              dip: true,
              hubOrigin,
            })}
          />
        </section>
      )}
      {cases.length > 0 && (
        <PageSection id="cases" title={t('casesTitle')} tone="subtle">
          <div lang={listLang(cases)}>
            <CaseTeasers items={cases} locale={locale} />
          </div>
        </PageSection>
      )}
      {news.length > 0 && (
        <PageSection id="news" title={t('newsTitle')}>
          <div lang={listLang(news)}>
            <NewsTeasers items={news} locale={locale} />
          </div>
        </PageSection>
      )}
      {details?.faq && details.faq.length > 0 && (
        <PageSection id="faq" title={t('faqTitle')} tone="subtle">
          <div lang={platformLang}>
            <Island name="PlatformFaq" part={PlatformFaq} props={{ faq: details.faq }} />
          </div>
        </PageSection>
      )}
      <ContactCta id="request" title={t('ctaTitle')} text={t('ctaText')} label={t('ctaButton')} />
    </div>
  );
}
