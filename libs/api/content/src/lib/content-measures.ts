import { mediaReadingMinutes } from '@corp/shared/contracts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { audioSeconds } from './audio-length';

type Item = Record<string, unknown>;

export interface Measured {
  /** The item as served: its measured fields replaced by what its file and words show. */
  data: Item;
  /** The fields whose stated value was not the measured one (`durationSeconds: 2520 → 3`). */
  corrected: string[];
  /** Why the item cannot be served: its site audio file is missing or not audio. */
  problems: string[];
}

/**
 * What an item says about its own file and words comes from them (issue 42: episodes labelled
 * 37–51 min played 3-second files, ~100-word articles said "8–16 min read"). A podcast's
 * `durationSeconds` is its site audio file's length, read from the file's header (a remote file's
 * is taken as stated); a media item's `readingMinutes` is its words at 200 a minute. The served
 * value is the measured one, so a stale number in the content can neither mislead a visitor nor
 * stop the site; the content tests keep the files' numbers true. A podcast whose site file is
 * missing or unreadable is a problem, like an item its schema refuses.
 */
export function measureItem(kind: string, item: Item, publicDir: string): Measured {
  if (kind === 'podcasts') return measurePodcast(item, publicDir);
  if (kind === 'media') {
    const minutes = mediaReadingMinutes({
      title: String(item['title'] ?? ''),
      previewText: String(item['previewText'] ?? ''),
      text: Array.isArray(item['text']) ? item['text'].map(String) : [],
    });
    return withValue(item, 'readingMinutes', minutes);
  }
  return { data: item, corrected: [], problems: [] };
}

function measurePodcast(item: Item, publicDir: string): Measured {
  const url = String(item['audioUrl'] ?? '');
  if (!url.startsWith('/')) return { data: item, corrected: [], problems: [] };
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${url}`);
  if (!file.startsWith(`${root}${path.sep}`) || !existsSync(file))
    return fail(item, `audioUrl: ${url} is not a file under content/public`);
  const seconds = audioSeconds(file);
  if (seconds === undefined || seconds <= 0)
    return fail(item, `audioUrl: cannot tell how long ${url} plays (MP3 or WAV)`);
  // Whole seconds, as the content writes them; a stated value within a second stands.
  const stated = Number(item['durationSeconds']);
  return Math.abs(seconds - stated) <= 1
    ? { data: item, corrected: [], problems: [] }
    : withValue(item, 'durationSeconds', Math.max(1, Math.round(seconds)));
}

function withValue(item: Item, field: string, value: number): Measured {
  return item[field] === value
    ? { data: item, corrected: [], problems: [] }
    : {
        data: { ...item, [field]: value },
        corrected: [`${field}: ${String(item[field])} → ${value}`],
        problems: [],
      };
}

const fail = (item: Item, problem: string): Measured => ({
  data: item,
  corrected: [],
  problems: [problem],
});
