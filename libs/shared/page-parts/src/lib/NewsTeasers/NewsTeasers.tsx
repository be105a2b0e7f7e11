import type { ServedNewsItem } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { formatDate } from '@corp/shared/i18n';
import { CardGrid } from '../CardGrid/CardGrid';
import { TeaserCard } from '../TeaserCard/TeaserCard';

export interface NewsTeasersProps {
  items: readonly ServedNewsItem[];
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
