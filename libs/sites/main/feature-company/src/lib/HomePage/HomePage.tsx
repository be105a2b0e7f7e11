import { Island } from '@corp/shared/document';
import type { ItemLocale, ServedBanner, ServedIndustry } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { ProductsBlock, withProductLinks } from '@corp/shared/ui';
import type { ProductCardData } from '@corp/shared/ui';
import type { CaseTeaserData, NewsTeaserData } from '@corp/shared/page-parts';
import {
  CaseTeasers,
  CONTACT_FORM_ANCHOR,
  ContactCta,
  heroFromBanner,
  NewsTeasers,
  PageHero,
  PageSection,
  sitePath,
} from '@corp/shared/page-parts';
import { useCompanyTexts } from '../company-texts';
import { EventTeasers } from '../EventTeasers/EventTeasers';
import type { EventTeaserData } from '../EventTeasers/EventTeasers';
import { IndustryTiles } from '../IndustryTiles/IndustryTiles';
import { inPageLanguage } from '@corp/sites/main/feature-products';
import { SectionLink } from '../SectionLink/SectionLink';
import styles from './HomePage.module.scss';

/** The products of the home page's products block ("Our flagship products"), in order. */
export const FLAGSHIP_PRODUCTS = [
  'openmine',
  'dispatcher',
  'industrial-iot-platform',
  'robotruck',
  'qualitylab',
  'geonaft',
  'precisiondrill',
  'techmonitoring',
] as const;

export interface HomePageProps {
  locale: Locale;
  /** The `index` banner; the page's own texts stand in without one. */
  banner: ServedBanner | null;
  /**
   * The flagship products of the products block. Each list item keeps the locale it was read in:
   * a German page leaves out the items without a German text.
   */
  products: readonly (ProductCardData & ItemLocale)[];
  industries: readonly ServedIndustry[];
  news: readonly (NewsTeaserData & ItemLocale)[];
  events: readonly (EventTeaserData & ItemLocale)[];
  cases: readonly (CaseTeaserData & ItemLocale)[];
}

/** The main site's home page (spec §2.2 `/`): hero, products, industries, news, events, cases. */
export function HomePage({ locale, banner, industries, ...lists }: HomePageProps) {
  const t = useCompanyTexts();
  // A German page leaves out the items that have no German text (issue 16).
  const products = inPageLanguage(lists.products, locale);
  const news = inPageLanguage(lists.news, locale);
  const events = inPageLanguage(lists.events, locale);
  const cases = inPageLanguage(lists.cases, locale);
  const hero = banner
    ? heroFromBanner(banner, locale)
    : { title: t('home.heroTitle'), text: t('home.heroText') };
  return (
    <div className={styles['page']}>
      <PageHero
        {...hero}
        eyebrow={t('home.eyebrow')}
        secondaryAction={{ label: t('cta.button'), href: CONTACT_FORM_ANCHOR }}
      />
      {products.length > 0 && (
        <section id="products" className={styles['products']}>
          <Island
            name="ProductsBlock"
            part={ProductsBlock}
            props={withProductLinks({ products, locale })}
          />
        </section>
      )}
      {industries.some((industry) => industry.path !== null) && (
        <PageSection
          id="industries"
          title={t('home.industriesTitle')}
          lead={t('home.industriesLead')}
        >
          <IndustryTiles industries={industries} locale={locale} />
        </PageSection>
      )}
      {news.length > 0 && (
        <PageSection
          id="news"
          tone="subtle"
          title={t('home.newsTitle')}
          aside={
            <SectionLink href={sitePath('/news/media/', locale)}>{t('home.allMedia')}</SectionLink>
          }
        >
          <NewsTeasers items={news} locale={locale} />
        </PageSection>
      )}
      {events.length > 0 && (
        <PageSection
          id="events"
          title={t('home.eventsTitle')}
          aside={
            <SectionLink href={sitePath('/events/', locale)}>{t('home.allEvents')}</SectionLink>
          }
        >
          <EventTeasers items={events} locale={locale} />
        </PageSection>
      )}
      {cases.length > 0 && (
        <PageSection
          id="cases"
          tone="subtle"
          title={t('home.casesTitle')}
          aside={<SectionLink href={sitePath('/cases/', locale)}>{t('home.allCases')}</SectionLink>}
        >
          <CaseTeasers items={cases} locale={locale} />
        </PageSection>
      )}
      <ContactCta />
    </div>
  );
}
