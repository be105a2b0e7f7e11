import type { PaginationEntry } from './paginationWindow';
import { paginationWindow } from './paginationWindow';

const E = '…';
const show = (entries: PaginationEntry[]) =>
  entries.map((entry) => (typeof entry === 'number' ? entry : E));

describe('paginationWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, E, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, E, 10]],
    [2, 10, [1, 2, 3, E, 10]],
    [3, 10, [1, 2, 3, 4, E, 10]],
    [4, 10, [1, 2, 3, 4, 5, E, 10]],
    [5, 10, [1, E, 4, 5, 6, E, 10]],
    [7, 10, [1, E, 6, 7, 8, 9, 10]],
    [9, 10, [1, E, 8, 9, 10]],
    [10, 10, [1, E, 9, 10]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(show(paginationWindow(current, total))).toEqual(expected);
  });

  it('widens the neighbourhood with more siblings', () => {
    expect(show(paginationWindow(10, 20, 2))).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
    expect(show(paginationWindow(10, 20, 0))).toEqual([1, E, 10, E, 20]);
  });

  it('names the ellipses by side, so they can be keys', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
  });

  it('clamps the current page and has no pages without a total', () => {
    expect(paginationWindow(0, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(99, 10)).toEqual(paginationWindow(10, 10));
    expect(paginationWindow(Number.NaN, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, -3)).toEqual([]);
  });

  // Every current page of every total up to 40, with 0–3 siblings, against the rules.
  const cases: [number, number, number][] = [];
  for (let total = 1; total <= 40; total += 1)
    for (let siblings = 0; siblings <= 3; siblings += 1)
      for (let current = 1; current <= total; current += 1) cases.push([current, total, siblings]);

  it(`keeps the rules for all ${cases.length} combinations`, () => {
    for (const [current, total, siblings] of cases) {
      const entries = paginationWindow(current, total, siblings);
      const pages = entries.filter((entry): entry is number => typeof entry === 'number');
      const context = `page ${current} of ${total}, ${siblings} siblings: ${entries.join(',')}`;

      // First and last, the current page and its neighbours are always there.
      expect([context, pages[0]]).toEqual([context, 1]);
      expect([context, pages.at(-1)]).toEqual([context, total]);
      for (
        let p = Math.max(1, current - siblings);
        p <= Math.min(total, current + siblings);
        p += 1
      )
        expect([context, pages.includes(p)]).toEqual([context, true]);

      // Pages ascend without repeats; an ellipsis stands for two or more hidden pages, and
      // pages are adjacent wherever there is no ellipsis.
      entries.forEach((entry, index) => {
        if (index === 0) return;
        const before = entries[index - 1];
        if (typeof entry === 'number' && typeof before === 'number')
          expect([context, entry - before]).toEqual([context, 1]);
        if (typeof entry !== 'number') {
          const after = entries[index + 1];
          expect([context, typeof before, typeof after]).toEqual([context, 'number', 'number']);
          expect([context, (after as number) - (before as number) > 2]).toEqual([context, true]);
          expect([context, entry]).toEqual([
            context,
            (before as number) < current ? 'start-ellipsis' : 'end-ellipsis',
          ]);
        }
      });

      // Nothing beyond the neighbourhood except first, last and single-page gap fillers.
      for (const p of pages) {
        const near = Math.abs(p - current) <= siblings;
        const filler =
          (p === 2 && current - siblings === 3) ||
          (p === total - 1 && current + siblings === total - 2);
        expect([context, p, near || p === 1 || p === total || filler]).toEqual([context, p, true]);
      }

      // At most first + last + neighbours + two fillers/ellipses.
      expect(entries.length).toBeLessThanOrEqual(2 * siblings + 5);
    }
  });
});
