import { Icon } from '@corp/shared/ui';
import { SiteLink } from '@corp/shared/page-parts';
import styles from './LinkCards.module.scss';

export interface LinkCard {
  title: string;
  text: string;
  href: string;
}

export interface LinkCardsProps {
  cards: readonly LinkCard[];
}

/** Ways on to related pages: a title, a line about the page, the whole card a link. */
export function LinkCards({ cards }: LinkCardsProps) {
  return (
    <ul className={styles['cards']}>
      {cards.map((card) => (
        <li key={card.href}>
          <SiteLink className={styles['card']} href={card.href}>
            <span className={styles['title']}>
              {card.title}
              <Icon className={styles['arrow']} name="arrow-right" size={20} />
            </span>
            <span className={styles['text']}>{card.text}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
