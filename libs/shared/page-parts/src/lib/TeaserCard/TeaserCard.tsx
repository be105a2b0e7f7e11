import type { ReactNode } from 'react';
import type { Image } from '@corp/shared/contracts';
import { Picture } from '@corp/shared/ui';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './TeaserCard.module.scss';

export interface TeaserCardProps {
  title: string;
  /** The card's page; the whole card is then clickable through its title link. */
  href?: string;
  image?: Image;
  /** Small print above the title: a date, a place, a company. */
  meta?: ReactNode;
  text?: string;
  /** Under the text: a result, a label. */
  footer?: ReactNode;
}

/** A news item, event, case or gallery in a grid of teasers. */
export function TeaserCard({ title, href, image, meta, text, footer }: TeaserCardProps) {
  return (
    <article
      className={[styles['card'], href ? styles['linked'] : undefined].filter(Boolean).join(' ')}
    >
      {image && (
        <Picture
          className={styles['image']}
          image={image}
          alt=""
          fit="cover"
          width={400}
          height={225}
        />
      )}
      <div className={styles['body']}>
        {meta && <div className={styles['meta']}>{meta}</div>}
        <h3 className={styles['title']}>
          {href ? (
            <SiteLink className={styles['link']} href={href}>
              {title}
            </SiteLink>
          ) : (
            title
          )}
        </h3>
        {text && <p className={styles['text']}>{text}</p>}
        {footer && <div className={styles['footer']}>{footer}</div>}
      </div>
    </article>
  );
}
