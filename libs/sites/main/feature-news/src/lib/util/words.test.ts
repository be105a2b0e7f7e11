import { PROMO_PREVIEW_WORDS, truncateWords } from './words';

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => `w${index + 1}`).join(' ');

describe('truncateWords', () => {
  it('cuts the events promo preview at 50 words (spec §9)', () => {
    expect(PROMO_PREVIEW_WORDS).toBe(50);
    const cut = truncateWords(words(73), PROMO_PREVIEW_WORDS);
    expect(cut).toBe(`${words(50)}…`);
    expect(cut.split(' ')).toHaveLength(50);
  });

  it('leaves a text of 50 words or fewer as it is', () => {
    expect(truncateWords(words(50), 50)).toBe(words(50));
    expect(truncateWords('  Two days in Moscow.  ', 50)).toBe('Two days in Moscow.');
  });

  it('counts any run of whitespace as one gap and drops punctuation before the ellipsis', () => {
    expect(truncateWords('One,\n two,   three, four', 3)).toBe('One, two, three…');
  });
});
