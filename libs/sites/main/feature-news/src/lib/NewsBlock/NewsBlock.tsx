import { pick } from '@corp/shared/contracts';
import type { ServedNewsItem } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Picture } from '@corp/shared/ui';
import { useNewsTexts } from '../texts/news-texts';
import { contentDate } from '../util/dates';
import styles from './NewsBlock.module.scss';

/** What a story of the block shows (its full text opens in place): all a loader gives it. */
export const NEWS_STORY_FIELDS = [
  'id',
  'title',
  'date',
  'preview',
  'text',
  'image',
] as const satisfies readonly (keyof ServedNewsItem)[];

export type NewsStoryData = Pick<ServedNewsItem, (typeof NEWS_STORY_FIELDS)[number]>;

/** A news item as the block shows it: without its list flags, division and products. */
export function toNewsStory(item: NewsStoryData): NewsStoryData {
  return pick(item, NEWS_STORY_FIELDS);
}

export interface NewsBlockProps {
  locale: Locale;
  /** The lead story (`GET /news/?mainNews=true`). */
  lead: NewsStoryData | null;
  /** The top row (`GET /news/?topNews=true`). */
  top: readonly NewsStoryData[];
}

function NewsStory({
  item,
  locale,
  variant,
}: {
  item: NewsStoryData;
  locale: Locale;
  variant: 'lead' | 'top';
}) {
  const t = useNewsTexts();
  return (
    <article className={[styles['story'], styles[variant]].join(' ')}>
      <div className={styles['media']}>
        <Picture
          image={item.image}
          alt=""
          fit="cover"
          loading={variant === 'lead' ? 'eager' : 'lazy'}
        />
      </div>
      <div className={styles['body']}>
        <p className={styles['date']}>
          <time dateTime={item.date}>{contentDate(item.date, locale)}</time>
        </p>
        <h3 className={styles['title']}>{item.title}</h3>
        <p className={styles['preview']}>{item.preview}</p>
        <details className={styles['more']}>
          <summary>{t('news.readMore')}</summary>
          {item.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </details>
      </div>
    </article>
  );
}

/**
 * The company news on the news and media page: the lead story and the top row, each opening its
 * full text in place (news items have no page of their own).
 */
export function NewsBlock({ locale, lead, top }: NewsBlockProps) {
  const t = useNewsTexts();
  const row = top.filter((item) => item.id !== lead?.id).slice(0, 3);
  if (!lead && row.length === 0) return null;
  return (
    <section className={styles['news']} aria-labelledby="company-news">
      <h2 id="company-news" className={styles['heading']}>
        {t('news.title')}
      </h2>
      {lead ? <NewsStory item={lead} locale={locale} variant="lead" /> : null}
      {row.length > 0 ? (
        <ul className={styles['row']}>
          {row.map((item) => (
            <li key={item.id}>
              <NewsStory item={item} locale={locale} variant="top" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
