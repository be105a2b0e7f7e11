import { Link, Modal } from '@corp/shared/ui';
import type { LearnMoreModalData } from '../../modal-data';
import { isExternal, useContentModalTexts } from '../content-modals.texts';
import styles from './LearnMoreModal.module.scss';

export interface LearnMoreModalProps {
  data: LearnMoreModalData;
  close: () => void;
}

/**
 * learnMore: the digital-landing details dialog (spec §2.8): paragraphs plus a link, labelled
 * 'Узнать подробнее' in ru ('Learn more' in en) unless the opener names it.
 */
export function LearnMoreModal({ data, close }: LearnMoreModalProps) {
  const t = useContentModalTexts();
  const { title, paragraphs, link } = data;
  const external = link ? isExternal(link.href) : false;
  return (
    <Modal open onClose={close} title={title} size="medium">
      <div className={styles['details']}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles['paragraph']}>
            {paragraph}
          </p>
        ))}
      </div>
      {link ? (
        <Link
          className={styles['link']}
          href={link.href}
          variant="button"
          target={external ? '_blank' : '_self'}
        >
          {link.label || t('learnMore.link')}
          {external ? <span className={styles['hidden']}> {t('newTab')}</span> : null}
        </Link>
      ) : null}
    </Modal>
  );
}
