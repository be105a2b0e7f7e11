import { PathLink } from '@corp/shared/layout';
import type { ServedCase } from '@corp/shared/contracts';
import { contentLocaleOf, formatQuantity } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { ModalButton } from '@corp/shared/modals';
import { buttonClassName, Icon, Picture } from '@corp/shared/ui';
import { CardGrid } from '../CardGrid/CardGrid';
import { CaseCard } from '../CaseCard/CaseCard';
import type { CaseCardData } from '../CaseCard/CaseCard';
import { PageHeading } from '../PageHeading/PageHeading';
import { useNewsTexts } from '../texts/news-texts';
import { contentDate } from '../util/dates';
import { newsPaths } from '../util/paths';
import type { NamedProduct } from '../util/products';
import styles from './CasePage.module.scss';

export interface CasePageProps {
  locale: Locale;
  item: ServedCase;
  industryName?: string;
  /** The case's products with their names. */
  products: readonly NamedProduct[];
  /** Other cases to read next (up to three are shown). */
  related: readonly CaseCardData[];
  industryNames?: Readonly<Record<number, string>>;
}

/**
 * `/cases/{code}/`: a customer case: challenge, solution, measured results and a quote. Static on
 * an island page (ADR 0032): its dialog buttons are `ModalButton`s, opened by the page's modal host.
 */
export function CasePage({
  locale,
  item,
  industryName,
  products,
  related,
  industryNames = {},
}: CasePageProps) {
  const t = useNewsTexts();
  const others = related.filter((other) => other.code !== item.code).slice(0, 3);
  return (
    <div className={styles['page']}>
      <article aria-labelledby="case-title">
        <PageHeading
          locale={locale}
          breadcrumbs={[
            { label: t('cases.title'), href: newsPaths.cases(locale) },
            { label: item.title },
          ]}
          eyebrow={industryName}
          title={item.title}
          titleId="case-title"
          lead={item.preview}
        >
          <p className={styles['meta']}>
            <span>
              {t('cases.company')}: <strong>{item.company}</strong>
            </span>
            <time dateTime={item.date}>{contentDate(item.date, locale)}</time>
          </p>
          <ModalButton
            className={buttonClassName({}, styles['request'])}
            modal="send-request"
            data={{
              title: t('cases.request'),
              subtitle: item.title,
              customData: { case: item.code },
            }}
          >
            {t('cases.request')}
          </ModalButton>
        </PageHeading>
        <div className={styles['cover']}>
          <Picture image={item.image} alt={item.image.alt ?? ''} fit="cover" loading="eager" />
          <ModalButton
            className={styles['zoom']}
            modal="image"
            data={{
              image: {
                src: item.image.desktop2x ?? item.image.desktop,
                alt: item.image.alt ?? item.title,
              },
              caption: item.title,
            }}
          >
            <Icon name="search" size={20} />
            <span className={styles['hidden']}>{t('common.zoom')}</span>
          </ModalButton>
        </div>
        <section className={styles['results']} aria-labelledby="case-results">
          <h2 id="case-results" className={styles['subtitle']}>
            {t('cases.results')}
          </h2>
          <ul className={styles['resultList']}>
            {item.results.map((result) => (
              <li key={`${result.value}-${result.text}`} className={styles['result']}>
                <span className={styles['value']}>
                  {formatQuantity(result, contentLocaleOf(item, locale))}
                </span>
                <span>{result.text}</span>
              </li>
            ))}
          </ul>
        </section>
        <div className={styles['story']}>
          <section aria-labelledby="case-challenge">
            <h2 id="case-challenge" className={styles['subtitle']}>
              {t('cases.challenge')}
            </h2>
            <p className={styles['text']}>{item.challenge}</p>
          </section>
          <section aria-labelledby="case-solution">
            <h2 id="case-solution" className={styles['subtitle']}>
              {t('cases.solution')}
            </h2>
            <p className={styles['text']}>{item.solution}</p>
          </section>
        </div>
        {item.quote ? (
          <figure className={styles['quote']}>
            <blockquote>
              <p>{item.quote.text}</p>
            </blockquote>
            <figcaption>
              <strong>{item.quote.author}</strong>
              <span>
                {item.quote.position}, {item.quote.company ?? item.company}
              </span>
            </figcaption>
          </figure>
        ) : null}
        {products.length > 0 ? (
          <section className={styles['products']} aria-labelledby="case-products">
            <h2 id="case-products" className={styles['subtitle']}>
              {t('common.products')}
            </h2>
            <ul>
              {products.map((product) => (
                <li key={product.code}>
                  <PathLink to={newsPaths.product(locale, product.code)}>{product.name}</PathLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      {others.length > 0 ? (
        <section className={styles['related']} aria-labelledby="case-related">
          <h2 id="case-related" className={styles['relatedTitle']}>
            {t('cases.related')}
          </h2>
          <CardGrid
            items={others}
            keyOf={(other) => other.code}
            renderItem={(other) => (
              <CaseCard item={other} locale={locale} industryName={industryNames[other.industry]} />
            )}
          />
          <PathLink to={newsPaths.cases(locale)} className={styles['all']}>
            {t('cases.allCases')}
          </PathLink>
        </section>
      ) : null}
    </div>
  );
}
