import type { ReactNode } from 'react';
import styles from './Card.module.scss';

/** The parts of a card whose look a family of cards sets itself (the news lists' cards). */
export type CardPart = 'card' | 'linked' | 'media' | 'body' | 'title';

export interface CardProps {
  /** The picture strip on top (a `Picture`, with whatever lies over it: a play button). */
  media?: ReactNode;
  /** Small print above the title (a date, a type, an industry), as the caller marks it up. */
  eyebrow?: ReactNode;
  /** The title; give it a link with `cardLinkClassName` to make the whole card follow it. */
  title: ReactNode;
  /** The title's level: 3 under a section heading (default), 2 directly under the h1. */
  headingLevel?: 2 | 3;
  /** The whole card follows its title's link: it shows so on hover and focus. */
  linked?: boolean;
  /** What follows the title: text, meta, a result, tags, a player. */
  children?: ReactNode;
  /** A family's own look for the parts it names, instead of the design system's. */
  classNames?: Partial<Record<CardPart, string>>;
  className?: string;
  /** The card's id: an anchor a link elsewhere leads back to. */
  id?: string;
}

/** The class of a card's title link: the whole card follows it (a stretched link). */
export const cardLinkClassName: string = styles['link'] ?? '';

/**
 * One card of a grid or list (news items, events, cases, podcasts, galleries): a picture, then
 * small print, the title (linking to the card's page) and what the card says of it.
 */
export function Card({
  media,
  eyebrow,
  title,
  headingLevel = 3,
  linked = false,
  children,
  classNames = {},
  className,
  id,
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const part = (name: CardPart) => classNames[name] ?? styles[name];
  return (
    <article
      id={id}
      className={[part('card'), linked ? part('linked') : undefined, className]
        .filter(Boolean)
        .join(' ')}
    >
      {media ? <div className={part('media')}>{media}</div> : null}
      <div className={part('body')}>
        {eyebrow}
        <Heading className={part('title')}>{title}</Heading>
        {children}
      </div>
    </article>
  );
}
