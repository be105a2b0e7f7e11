import { pick } from '@corp/shared/contracts';
import type { ServedCase } from '@corp/shared/contracts';
import { contentLocaleOf, formatQuantity } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { CardGrid } from '../CardGrid/CardGrid';
import { sitePath } from '../site-path';
import { TeaserCard } from '../TeaserCard/TeaserCard';
import styles from './CaseTeasers.module.scss';

/** What a case teaser shows of a case: all a loader gives it. */
export const CASE_TEASER_FIELDS = [
  'code',
  'title',
  'image',
  'company',
  'preview',
  'results',
] as const satisfies readonly (keyof ServedCase)[];

export type CaseTeaserData = Pick<ServedCase, (typeof CASE_TEASER_FIELDS)[number]>;

/** A case's teaser: without the case's story (challenge, solution, quote), one result only. */
export function toCaseTeaser(item: CaseTeaserData): CaseTeaserData {
  return { ...pick(item, CASE_TEASER_FIELDS), results: item.results.slice(0, 1) };
}

export interface CaseTeasersProps {
  items: readonly CaseTeaserData[];
  locale: Locale;
}

/** Customer cases as teaser cards: company, title, preview and the headline result. */
export function CaseTeasers({ items, locale }: CaseTeasersProps) {
  return (
    <CardGrid>
      {items.map((item) => {
        const result = item.results[0];
        return (
          <TeaserCard
            key={item.code}
            title={item.title}
            href={sitePath(`/cases/${item.code}/`, locale)}
            image={item.image}
            meta={item.company}
            text={item.preview}
            footer={
              result && (
                <p className={styles['result']}>
                  <strong className={styles['value']}>
                    {formatQuantity(result, contentLocaleOf(item, locale))}
                  </strong>{' '}
                  {result.text}
                </p>
              )
            }
          />
        );
      })}
    </CardGrid>
  );
}
