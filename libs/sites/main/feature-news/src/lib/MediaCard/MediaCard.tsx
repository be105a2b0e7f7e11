import { PathLink } from '@corp/shared/layout/islands';
import { pick } from '@corp/shared/contracts';
import type { ServedMediaItem } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { ModalButton } from '@corp/shared/modals';
import { Card, Icon, Picture, Tags } from '@corp/shared/ui';
import { useNewsTexts } from '../texts/news-texts';
import { contentDate } from '../util/dates';
import { newsCardParts } from '../util/news-card';
import { newsPaths } from '../util/paths';
import styles from './MediaCard.module.scss';

/** What a media card shows of an item (and its video dialog plays): all a loader gives it. */
export const MEDIA_CARD_FIELDS = [
  'code',
  'special',
  'type',
  'title',
  'previewText',
  'date',
  'readingMinutes',
  'tags',
  'image',
  'videoUrl',
] as const satisfies readonly (keyof ServedMediaItem)[];

export type MediaCardData = Pick<ServedMediaItem, (typeof MEDIA_CARD_FIELDS)[number]>;

/** A media item's card: without its text, industry and products. */
export function toMediaCard(item: MediaCardData): MediaCardData {
  return pick(item, MEDIA_CARD_FIELDS);
}

export interface MediaCardProps {
  item: MediaCardData;
  locale: Locale;
  /** The card's title level: 3 under a section heading (default), 2 directly under the h1. */
  headingLevel?: 2 | 3;
}

/**
 * A media list card: picture (with a play button opening the video in a dialog, for a video),
 * type, date, title linking to the item, preview and #tags.
 */
export function MediaCard({ item, locale, headingLevel = 3 }: MediaCardProps) {
  const t = useNewsTexts();
  const videoUrl = item.videoUrl;
  return (
    <Card
      classNames={newsCardParts(styles)}
      headingLevel={headingLevel}
      media={
        <>
          <Picture image={item.image} alt="" fit="cover" />
          {videoUrl ? (
            // The video plays in the showVideo dialog; the card's link still leads to the item.
            // A `ModalButton`: server HTML the page's modal host opens on an island page.
            <ModalButton
              className={styles['play']}
              modal="showVideo"
              data={{ title: item.title, src: videoUrl, poster: item.image.desktop }}
            >
              <Icon name="play" size={28} />
              <span className={styles['hidden']}>
                {t('media.watchVideo')}: {item.title}
              </span>
            </ModalButton>
          ) : null}
        </>
      }
      eyebrow={<p className={styles['eyebrow']}>{t(`media.types.${item.type}`)}</p>}
      title={
        <PathLink to={newsPaths.mediaItem(locale, item)} className={styles['link']}>
          {item.title}
        </PathLink>
      }
    >
      <p className={styles['preview']}>{item.previewText}</p>
      <p className={styles['meta']}>
        <time dateTime={item.date}>{contentDate(item.date, locale)}</time>
        <span aria-hidden="true"> · </span>
        <span>{t('common.readingTime', { count: item.readingMinutes })}</span>
      </p>
      <Tags tags={item.tags} className={styles['tags']} label={t('common.tags')} />
    </Card>
  );
}
