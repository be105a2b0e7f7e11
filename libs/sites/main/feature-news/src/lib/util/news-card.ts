import type { CardPart } from '@corp/shared/ui';

/**
 * The news lists' look of the design system's `Card` (`styles/_news.scss`: the card frame, its
 * picture strip, body and heading), from a card's module that includes those rules.
 */
export function newsCardParts(
  styles: Readonly<Record<string, string>>,
): Partial<Record<CardPart, string>> {
  return {
    card: styles['card'],
    media: styles['media'],
    body: styles['body'],
    title: styles['title'],
  };
}
