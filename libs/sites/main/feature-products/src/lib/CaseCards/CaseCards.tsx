import { useId } from 'react';
import { pick } from '@corp/shared/contracts';
import type { ServedCase } from '@corp/shared/contracts';
import { contentLocaleOf, formatQuantity } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { ModalButton } from '@corp/shared/modals';
import { Picture } from '@corp/shared/ui';
import { casePath } from '../product-data/product-data';
import { useProductsTexts } from '../texts/products-texts';
import styles from './CaseCards.module.scss';

/** How many measured results a case card shows. */
export const CASE_CARD_RESULTS = 2;

/** What a case card of a product or industry page shows of a case (the quote in its dialog). */
export const PRODUCT_CASE_FIELDS = [
  'code',
  'title',
  'company',
  'preview',
  'results',
  'image',
  'quote',
] as const satisfies readonly (keyof ServedCase)[];

export type ProductCaseData = Pick<ServedCase, (typeof PRODUCT_CASE_FIELDS)[number]>;

/** A case's card: without the case's story (challenge, solution), with the results it shows. */
export function toProductCase(item: ProductCaseData): ProductCaseData {
  return { ...pick(item, PRODUCT_CASE_FIELDS), results: item.results.slice(0, CASE_CARD_RESULTS) };
}

export interface CaseCardsProps {
  cases: readonly ProductCaseData[];
  locale: Locale;
}

function CaseCard({ item, locale }: { item: ProductCaseData; locale: Locale }) {
  const t = useProductsTexts();
  const titleId = useId();
  const resultsId = useId();
  return (
    <article className={styles['card']} aria-labelledby={titleId}>
      <Picture
        className={styles['image']}
        image={item.image}
        alt=""
        fit="cover"
        width={400}
        height={200}
      />
      <div className={styles['body']}>
        <p className={styles['company']}>{item.company}</p>
        <h3 id={titleId} className={styles['title']}>
          {item.title}
        </h3>
        <p className={styles['preview']}>{item.preview}</p>
        <p id={resultsId} className={styles['hidden']}>
          {t('cases.results')}
        </p>
        <dl className={styles['results']} aria-labelledby={resultsId}>
          {item.results.slice(0, CASE_CARD_RESULTS).map((result) => (
            <div key={result.text} className={styles['result']}>
              <dt className={styles['value']}>
                {formatQuantity(result, contentLocaleOf(item, locale))}
              </dt>
              <dd className={styles['resultText']}>{result.text}</dd>
            </div>
          ))}
        </dl>
        <div className={styles['actions']}>
          <a
            className={styles['link']}
            href={casePath(item.code, locale)}
            aria-describedby={titleId}
          >
            {t('cases.read')}
          </a>
          {item.quote ? (
            <ModalButton
              className={styles['quote']}
              modal="reviewCard"
              aria-describedby={titleId}
              data={{
                quote: item.quote.text,
                author: item.quote.author,
                position: item.quote.position,
                company: item.quote.company ?? item.company,
                link: { href: casePath(item.code, locale), label: t('cases.read') },
              }}
            >
              {t('cases.quote')}
            </ModalButton>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Customer cases as cards: company, title, preview, two results and a link to the case. */
export function CaseCards({ cases, locale }: CaseCardsProps) {
  return (
    <ul className={styles['list']}>
      {cases.map((item) => (
        <li key={item.code} className={styles['item']}>
          <CaseCard item={item} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
