import { Modal, Picture } from '@corp/shared/ui';
import type { ImageModalData } from '../../modal-data';
import { useContentModalTexts } from '../content-modals.texts';
import styles from './ImageModal.module.scss';

export interface ImageModalProps {
  data: ImageModalData;
  close: () => void;
}

/**
 * image: a picture zoomed to fit the viewport, with its caption. The dialog is named by the
 * caption (or the picture's description); the heading is for screen readers, the caption shows.
 */
export function ImageModal({ data, close }: ImageModalProps) {
  const t = useContentModalTexts();
  const { image, caption } = data;
  const name = caption || image.alt || t('image.title');
  return (
    <Modal open onClose={close} title={name} hideTitle size="large">
      <figure className={styles['figure']}>
        <Picture
          className={styles['picture']}
          image={{ desktop: image.src, alt: image.alt }}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="eager"
        />
        {caption ? <figcaption className={styles['caption']}>{caption}</figcaption> : null}
      </figure>
    </Modal>
  );
}
