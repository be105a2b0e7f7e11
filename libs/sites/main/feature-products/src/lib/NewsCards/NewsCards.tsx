import { useId } from 'react';
import { pick } from '@corp/shared/contracts';
import type { ServedNewsItem } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { formatDate } from '@corp/shared/i18n';
import styles from './NewsCards.module.scss';

/** What a product page's news card shows of a news item: all a loader gives it. */
export const NEWS_CARD_FIELDS = [
  'id',
  'date',
  'title',
  'preview',
] as const satisfies readonly (keyof ServedNewsItem)[];

export type NewsCardData = Pick<ServedNewsItem, (typeof NEWS_CARD_FIELDS)[number]>;

/** A news item's card: date, title and preview. */
export function toNewsCard(item: NewsCardData): NewsCardData {
  return pick(item, NEWS_CARD_FIELDS);
}

export interface NewsCardsProps {
  news: readonly NewsCardData[];
  locale: Locale;
}

function NewsCard({ item, locale }: { item: NewsCardData; locale: Locale }) {
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
