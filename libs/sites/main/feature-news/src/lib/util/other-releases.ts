/** How many other episodes a podcast page offers (spec §4). */
export const OTHER_RELEASES_COUNT = 3;

/**
 * Spec §4 podcast "other releases": for an episode id below 4, the first three other ids of
 * 1 to 4; otherwise the three ids before it, nearest first.
 */
export function otherReleaseIds(id: number): number[] {
  if (id < 4) {
    return [1, 2, 3, 4].filter((candidate) => candidate !== id).slice(0, OTHER_RELEASES_COUNT);
  }
  return Array.from({ length: OTHER_RELEASES_COUNT }, (_, index) => id - 1 - index);
}
