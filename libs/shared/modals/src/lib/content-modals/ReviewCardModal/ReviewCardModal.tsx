import { Link, Modal, Picture } from '@corp/shared/ui';
import type { ReviewCardModalData } from '../../modal-data';
import { isExternal, useContentModalTexts } from '../content-modals.texts';
import styles from './ReviewCardModal.module.scss';

export interface ReviewCardModalProps {
  data: ReviewCardModalData;
  close: () => void;
}

/** reviewCard: a customer's quote in full, with who said it and, optionally, the case. */
export function ReviewCardModal({ data, close }: ReviewCardModalProps) {
  const t = useContentModalTexts();
  const { quote, author, position, company, image, link } = data;
  const role = [position, company].filter(Boolean).join(', ');
  const external = link ? isExternal(link.href) : false;
  return (
    <Modal open onClose={close} title={t('review.title')} size="medium">
      <figure className={styles['review']}>
        <blockquote className={styles['quote']}>
          <p>{quote}</p>
        </blockquote>
        <figcaption className={styles['author']}>
          {image ? (
            <Picture
              className={styles['portrait']}
              image={{ desktop: image.src, alt: image.alt }}
              alt={image.alt}
              width={image.width ?? 64}
              height={image.height ?? 64}
              fit="cover"
              loading="eager"
            />
          ) : null}
          <span className={styles['who']}>
            <strong className={styles['name']}>{author}</strong>
            {role ? <span className={styles['role']}>{role}</span> : null}
          </span>
        </figcaption>
      </figure>
      {link ? (
        <Link
          className={styles['link']}
          href={link.href}
          variant="standalone"
          target={external ? '_blank' : '_self'}
        >
          {link.label}
          {external ? <span className={styles['hidden']}> {t('newTab')}</span> : null}
        </Link>
      ) : null}
    </Modal>
  );
}
