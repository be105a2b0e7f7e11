// What the product hub's catalog (an island part, ADR 0032) needs of the products' data: no URL
// rows of the site (`product-data.ts` compiles them), no React Router.

export interface DivisionGroup<D, P> {
  division: D;
  products: P[];
}

/** The product hub's groups: each division in its order with its products; empty ones dropped. */
export function groupByDivision<D extends { id: number }, P extends { division: number }>(
  divisions: readonly D[],
  products: readonly P[],
): DivisionGroup<D, P>[] {
  return divisions
    .map((division) => ({
      division,
      products: products.filter((product) => product.division === division.id),
    }))
    .filter((group) => group.products.length > 0);
}

/** The products of a marketing industry (1–6); `null` is every industry. */
export function productsOfIndustry<P extends { industries: readonly number[] }>(
  products: readonly P[],
  industry: number | null,
): P[] {
  return industry === null
    ? [...products]
    : products.filter((product) => product.industries.includes(industry));
}
