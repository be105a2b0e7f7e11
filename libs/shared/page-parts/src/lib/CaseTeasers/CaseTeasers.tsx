import type { ServedCase } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { CardGrid } from '../CardGrid/CardGrid';
import { sitePath } from '../site-path';
import { TeaserCard } from '../TeaserCard/TeaserCard';
import styles from './CaseTeasers.module.scss';

export interface CaseTeasersProps {
  items: readonly ServedCase[];
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
                  <strong className={styles['value']}>{result.value}</strong> {result.text}
                </p>
              )
            }
          />
        );
      })}
    </CardGrid>
  );
}
