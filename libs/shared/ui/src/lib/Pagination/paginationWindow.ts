export type PaginationEntry = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The pages a pagination shows (spec §2.8): the first and the last page, the current one with
 * `siblings` neighbours on each side, and an ellipsis for every gap. A gap of a single page
 * shows that page instead, since an ellipsis would take the same room. `current` is clamped
 * into 1…total; no pages for a total below 1.
 */
export function paginationWindow(current: number, total: number, siblings = 1): PaginationEntry[] {
  const last = Math.floor(total);
  if (!(last >= 1)) return [];
  const page = Math.min(Math.max(Math.floor(current) || 1, 1), last);
  const span = Math.max(0, Math.floor(siblings));

  const shown = new Set<number>([1, last]);
  for (let p = page - span; p <= page + span; p += 1) {
    if (p >= 1 && p <= last) shown.add(p);
  }
  const pages = [...shown].sort((a, b) => a - b);

  const entries: PaginationEntry[] = [];
  let previous = 0;
  for (const p of pages) {
    const gap = p - previous - 1;
    if (gap === 1) entries.push(p - 1);
    else if (gap > 1) entries.push(previous < page ? 'start-ellipsis' : 'end-ellipsis');
    entries.push(p);
    previous = p;
  }
  return entries;
}
