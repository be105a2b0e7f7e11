import type { ServedPhotogallery } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { formatDate } from '@corp/shared/i18n';
import { Card, Picture, Tags, cardLinkClassName } from '@corp/shared/ui';
import { CardGrid } from '@corp/shared/page-parts/islands';
import { useGalleriesTexts } from '../PresskitGalleries/galleries-texts';
import styles from './PhotogalleryList.module.scss';

export interface PhotogalleryListProps {
  galleries: readonly ServedPhotogallery[];
  locale: Locale;
  /** A gallery's card was chosen: open its photos. */
  onOpen: (gallery: ServedPhotogallery) => void;
}

/** Photo galleries as cards: cover, name, date, number of photos and tags. */
export function PhotogalleryList({ galleries, locale, onOpen }: PhotogalleryListProps) {
  const t = useGalleriesTexts();
  return (
    <CardGrid columns={3}>
      {galleries.map((gallery) => (
        <Card
          key={gallery.id}
          linked
          classNames={{ media: styles['cover'] }}
          media={
            <>
              <Picture
                className={styles['picture']}
                image={gallery.cover}
                alt=""
                fit="cover"
                width={400}
                height={225}
              />
              <span className={styles['count']}>
                {t('photoCount', { count: gallery.photos.length })}
              </span>
            </>
          }
          eyebrow={
            <time className={styles['date']} dateTime={gallery.date}>
              {formatDate(gallery.date, locale)}
            </time>
          }
          title={
            <button
              type="button"
              className={`${cardLinkClassName} ${styles['open']}`}
              aria-haspopup="dialog"
              onClick={() => onOpen(gallery)}
            >
              {gallery.name}
            </button>
          }
        >
          <Tags className={styles['tags']} tags={gallery.tags.map((tag) => ({ name: tag.name }))} />
        </Card>
      ))}
    </CardGrid>
  );
}
