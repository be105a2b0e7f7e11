import type { NewsTextKey } from '../texts/news-texts';

type Translate = (key: NewsTextKey, options?: Record<string, unknown>) => string;

/**
 * How long an episode plays, as its card and page write it: "33 s", "2 min", "1 min 12 s" (from
 * the file's own length, `durationSeconds`; issue 42).
 */
export function episodeLength(t: Translate, totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.round(totalSeconds % 60);
  if (!minutes) return t('common.seconds', { count: seconds });
  if (!seconds) return t('common.minutes', { count: minutes });
  return t('common.minutesSeconds', { minutes, seconds });
}

/** The same length as an HTML duration (`PT1M12S`), for `<time dateTime>`. */
export function isoDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.round(totalSeconds % 60);
  return `PT${minutes ? `${minutes}M` : ''}${seconds || !minutes ? `${seconds}S` : ''}`;
}
