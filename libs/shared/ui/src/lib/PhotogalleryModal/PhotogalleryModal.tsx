import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import type { Tag, contentKinds } from '@corp/shared/contracts';
import { Icon } from '../Icon/Icon';
import { Modal } from '../Modal/Modal';
import { Slider } from '../Slider/Slider';
import { Tags } from '../Tags/Tags';
import styles from './PhotogalleryModal.module.scss';

/** Spec §9: gap between gallery photos, px. */
export const GALLERY_SPACE_BETWEEN = 200;
/** Spec §9: the gallery has arrows only when it has more photos than this. */
export const GALLERY_NAVIGATION_MIN_PHOTOS = 1;

type PhotogalleriesItem = z.infer<(typeof contentKinds)['photogalleries']['schema']>;

/** A photo of a gallery (spec §3 "Photogallery data"): name, path and intrinsic size. */
export type GalleryPhoto = PhotogalleriesItem['photos'][number];

export interface PhotogalleryModalProps {
  open: boolean;
  onClose: () => void;
  /** The gallery's name: the dialog's heading. */
  title: string;
  photos: readonly GalleryPhoto[];
  tags?: readonly Tag[];
  /** The photo shown first. */
  initialIndex?: number;
  /** On the presskit page the Russian button says "Скачать" (spec §2.8). */
  presskit?: boolean;
}

/** The name a downloaded photo is saved under: the last segment of its path. */
export function downloadName(path: string): string {
  const last = path.split(/[?#]/)[0]?.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : 'photo';
}

function Photo({
  photo,
  eager,
  downloadLabel,
}: {
  photo: GalleryPhoto;
  eager: boolean;
  downloadLabel: string;
}) {
  const nameId = useId();
  return (
    <figure className={styles['photo']}>
      <img
        className={styles['image']}
        src={photo.path}
        alt={photo.name}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <figcaption className={styles['caption']}>
        <span id={nameId} className={styles['name']}>
          {photo.name}
        </span>
        <a
          className={styles['download']}
          href={photo.path}
          download={downloadName(photo.path)}
          aria-describedby={nameId}
        >
          <Icon name="download" size={20} />
          {downloadLabel}
        </a>
      </figcaption>
    </figure>
  );
}

/**
 * Spec §2.8 "Photogallery modal": a slider of photos, each with its name and a Download button
 * that saves the file, and the gallery's tags as #name.
 */
export function PhotogalleryModal({
  open,
  onClose,
  title,
  photos,
  tags = [],
  initialIndex = 0,
  presskit = false,
}: PhotogalleryModalProps) {
  const { t } = useTranslation('media');
  const downloadLabel = presskit ? t('gallery.downloadPresskit') : t('gallery.download');
  return (
    <Modal open={open} onClose={onClose} title={title} size="large">
      <Slider
        className={styles['slider']}
        label={t('gallery.photos')}
        spaceBetween={GALLERY_SPACE_BETWEEN}
        slidesPerView={{ sm: 1, md: 1, lg: 1 }}
        paginationMinItems={GALLERY_NAVIGATION_MIN_PHOTOS}
        bullets={false}
        resetWhenNear={false}
        initialIndex={initialIndex}
      >
        {photos.map((photo, index) => (
          <Photo
            key={photo.path}
            photo={photo}
            eager={index === initialIndex}
            downloadLabel={downloadLabel}
          />
        ))}
      </Slider>
      <Tags className={styles['tags']} tags={tags.map((tag) => ({ name: tag.name }))} />
    </Modal>
  );
}
