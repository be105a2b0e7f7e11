/**
 * How long a text takes to read, from its own words (issue 42: ~100-word articles said "8–16 min
 * read"): a media item's `readingMinutes` is this; the API serves it whatever the content says,
 * and the content tests keep the content's numbers equal to it.
 */

/** A reader's pace, the same in every locale: about 200 words a minute. */
export const READING_WORDS_PER_MINUTE = 200;

/** The words of a text: runs between spaces holding a letter or a digit (a dash is no word). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read `words` words, rounded up: never less than 1. */
export function readingMinutesFor(words: number): number {
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** What a media item's page gives to read: its title, lead and paragraphs. */
export function mediaReadingMinutes(item: {
  title: string;
  previewText: string;
  text: readonly string[];
}): number {
  return readingMinutesFor(
    [item.title, item.previewText, ...item.text].reduce((sum, part) => sum + wordCount(part), 0),
  );
}
