import type { ServedPhotogallery } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { formatDate } from '@corp/shared/i18n';
import { Picture, Tags } from '@corp/shared/ui';
import { CardGrid } from '@corp/shared/page-parts';
import { useCompanyTexts } from '../company-texts';
import styles from './PhotogalleryList.module.scss';

export interface PhotogalleryListProps {
  galleries: readonly ServedPhotogallery[];
  locale: Locale;
  /** A gallery's card was chosen: open its photos. */
  onOpen: (gallery: ServedPhotogallery) => void;
}

/** Photo galleries as cards: cover, name, date, number of photos and tags. */
export function PhotogalleryList({ galleries, locale, onOpen }: PhotogalleryListProps) {
  const t = useCompanyTexts();
  return (
    <CardGrid columns={3}>
      {galleries.map((gallery) => (
        <article key={gallery.id} className={styles['card']}>
          <div className={styles['cover']}>
            <Picture
              className={styles['picture']}
              image={gallery.cover}
              alt=""
              fit="cover"
              width={400}
              height={225}
            />
            <span className={styles['count']}>
              {t('presskit.photoCount', { count: gallery.photos.length })}
            </span>
          </div>
          <div className={styles['body']}>
            <time className={styles['date']} dateTime={gallery.date}>
              {formatDate(gallery.date, locale)}
            </time>
            <h3 className={styles['name']}>
              <button
                type="button"
                className={styles['open']}
                aria-haspopup="dialog"
                onClick={() => onOpen(gallery)}
              >
                {gallery.name}
              </button>
            </h3>
            <Tags
              className={styles['tags']}
              tags={gallery.tags.map((tag) => ({ name: tag.name }))}
            />
          </div>
        </article>
      ))}
    </CardGrid>
  );
}
