import { otherReleaseIds } from './other-releases';

describe('otherReleaseIds (spec §4 podcast "other releases")', () => {
  it.each([
    [1, [2, 3, 4]],
    [2, [1, 3, 4]],
    [3, [1, 2, 4]],
  ])('below 4: episode %i offers the first three others of 1 to 4', (id, expected) => {
    expect(otherReleaseIds(id)).toEqual(expected);
  });

  it.each([
    [4, [3, 2, 1]],
    [7, [6, 5, 4]],
    [12, [11, 10, 9]],
  ])('from 4: episode %i offers the three before it', (id, expected) => {
    expect(otherReleaseIds(id)).toEqual(expected);
  });

  it('never offers the episode itself', () => {
    for (let id = 1; id <= 20; id += 1) {
      const others = otherReleaseIds(id);
      expect(others).toHaveLength(3);
      expect(others).not.toContain(id);
    }
  });
});
