/** Products in the order of `codes` (the API answers in its own order). */
export function inOrder<T extends { code: string }>(
  products: readonly T[],
  codes: readonly string[],
): T[] {
  return [...products].sort((a, b) => codes.indexOf(a.code) - codes.indexOf(b.code));
}
