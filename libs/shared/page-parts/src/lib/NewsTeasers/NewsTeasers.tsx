import { pick } from '@corp/shared/contracts';
import type { ServedNewsItem } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { formatDate } from '@corp/shared/i18n';
import { CardGrid } from '../CardGrid/CardGrid';
import { TeaserCard } from '../TeaserCard/TeaserCard';

/** What a news teaser shows of a news item: all a loader gives it. */
export const NEWS_TEASER_FIELDS = [
  'id',
  'title',
  'image',
  'date',
  'preview',
] as const satisfies readonly (keyof ServedNewsItem)[];

export type NewsTeaserData = Pick<ServedNewsItem, (typeof NEWS_TEASER_FIELDS)[number]>;

/** A news item's teaser: without its full text and list flags. */
export function toNewsTeaser(item: NewsTeaserData): NewsTeaserData {
  return pick(item, NEWS_TEASER_FIELDS);
}

export interface NewsTeasersProps {
  items: readonly NewsTeaserData[];
  locale: Locale;
}

/** News items as teaser cards: picture, date, title and preview. */
export function NewsTeasers({ items, locale }: NewsTeasersProps) {
  return (
    <CardGrid>
      {items.map((item) => (
        <TeaserCard
          key={item.id}
          title={item.title}
          image={item.image}
          meta={<time dateTime={item.date}>{formatDate(item.date, locale)}</time>}
          text={item.preview}
        />
      ))}
    </CardGrid>
  );
}
