import type { ReactNode } from 'react';
import type { Image } from '@corp/shared/contracts';
import { Card, Picture, cardLinkClassName } from '@corp/shared/ui';
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

/** A news item, event, case or gallery in a grid of teasers: the design system's card. */
export function TeaserCard({ title, href, image, meta, text, footer }: TeaserCardProps) {
  return (
    <Card
      linked={Boolean(href)}
      media={
        image ? <Picture image={image} alt="" fit="cover" width={400} height={225} /> : undefined
      }
      eyebrow={meta ? <div className={styles['meta']}>{meta}</div> : undefined}
      title={
        href ? (
          <SiteLink className={cardLinkClassName} href={href}>
            {title}
          </SiteLink>
        ) : (
          title
        )
      }
    >
      {text && <p className={styles['text']}>{text}</p>}
      {footer && <div className={styles['footer']}>{footer}</div>}
    </Card>
  );
}
