import type { ApiLocale } from '../leads.constants';

/**
 * The named fields of `item` and no others: what a card or teaser shows of a served item, so
 * that a page's loader data (embedded in its HTML) carries nothing the page does not show. A
 * field the item lacks stays absent rather than `undefined`.
 */
export function pick<T extends object, const K extends keyof T>(
  item: T,
  fields: readonly K[],
): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const field of fields) {
    if (item[field] !== undefined) picked[field] = item[field];
  }
  return picked;
}

/** The language a served item was read in (spec §7 fallbacks). */
export interface ItemLocale {
  initialLocale: ApiLocale;
}

/**
 * A card's picker that also keeps the item's `initialLocale`, for a page that marks items read in
 * another language (`lang`, WCAG 3.1.2) or leaves them out (a German page).
 */
export function withItemLocale<T extends object, C extends object>(
  toCard: (item: T) => C,
): (item: T & ItemLocale) => C & ItemLocale {
  return (item) => ({ ...toCard(item), initialLocale: item.initialLocale });
}
