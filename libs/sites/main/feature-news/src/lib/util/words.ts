/** Spec §9: the events promo preview text is cut at this many words. */
export const PROMO_PREVIEW_WORDS = 50;

/**
 * The first `limit` words of `text` (words are runs between whitespace), with an ellipsis when
 * anything was cut; shorter texts come back unchanged.
 */
export function truncateWords(text: string, limit: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return text.trim();
  const kept = words
    .slice(0, limit)
    .join(' ')
    .replace(/[\s,;:.–—-]+$/u, '');
  return `${kept}…`;
}
