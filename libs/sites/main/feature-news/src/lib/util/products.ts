import type { ServedProductCard } from '@corp/shared/contracts';

/** A product named on a page, linking to its product page. */
export interface NamedProduct {
  code: string;
  name: string;
}

/** The named products of `codes`, in that order (codes the product list lacks are left out). */
export function namedProducts(
  codes: readonly string[],
  cards: readonly Pick<ServedProductCard, 'code' | 'name'>[],
): NamedProduct[] {
  const byCode = new Map(cards.map((card) => [card.code, card.name]));
  return codes.flatMap((code) => {
    const name = byCode.get(code as ServedProductCard['code']);
    return name ? [{ code, name }] : [];
  });
}
