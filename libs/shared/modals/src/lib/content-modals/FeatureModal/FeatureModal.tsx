import { Modal, Picture } from '@corp/shared/ui';
import type { FeatureModalData } from '../../modal-data';
import styles from './FeatureModal.module.scss';

export interface FeatureModalProps {
  data: FeatureModalData;
  close: () => void;
}

/** feature-modal: a product feature in detail: its title, lead text, paragraphs and a picture. */
export function FeatureModal({ data, close }: FeatureModalProps) {
  const { title, text, paragraphs = [], image } = data;
  return (
    <Modal open onClose={close} title={title} size="medium">
      <div className={styles['feature']}>
        {image ? (
          <Picture
            className={styles['image']}
            image={{ desktop: image.src, alt: image.alt }}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="eager"
          />
        ) : null}
        <p className={styles['lead']}>{text}</p>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles['paragraph']}>
            {paragraph}
          </p>
        ))}
      </div>
    </Modal>
  );
}
