import { useId } from 'react';
import type { ServedNewsItem } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { formatDate } from '@corp/shared/i18n';
import styles from './NewsCards.module.scss';

export interface NewsCardsProps {
  news: readonly ServedNewsItem[];
  locale: Locale;
}

function NewsCard({ item, locale }: { item: ServedNewsItem; locale: Locale }) {
  const titleId = useId();
  return (
    <article className={styles['card']} aria-labelledby={titleId}>
      <time className={styles['date']} dateTime={item.date}>
        {formatDate(item.date, locale)}
      </time>
      <h3 id={titleId} className={styles['title']}>
        {item.title}
      </h3>
      <p className={styles['preview']}>{item.preview}</p>
    </article>
  );
}

/** News about a product (`GET /news/?products=…`): date, title and preview of each. */
export function NewsCards({ news, locale }: NewsCardsProps) {
  return (
    <ul className={styles['list']}>
      {news.map((item) => (
        <li key={item.id} className={styles['item']}>
          <NewsCard item={item} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
