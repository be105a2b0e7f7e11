import { mediaReadingMinutes } from '@corp/shared/contracts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { audioSeconds } from './audio-length';

/** How far a podcast's stated length may be from its file's: the seconds are rounded. */
export const DURATION_TOLERANCE_SECONDS = 1;

type Item = Record<string, unknown>;

/**
 * What an item says about its own file or words, checked against them (issue 42: episodes
 * labelled 37–51 min played 3-second files, ~100-word articles said "8–16 min read"). A podcast's
 * `durationSeconds` is its site audio file's length (±1 s; a remote file's is taken as stated); a
 * media item's `readingMinutes` is its words at 200 a minute. Each mismatch is a problem, so the
 * content does not load until it tells the truth.
 */
export function claimProblems(kind: string, item: Item, publicDir: string): string[] {
  if (kind === 'podcasts') return podcastProblems(item, publicDir);
  if (kind === 'media') return mediaProblems(item);
  return [];
}

function podcastProblems(item: Item, publicDir: string): string[] {
  const url = String(item['audioUrl'] ?? '');
  const stated = Number(item['durationSeconds']);
  if (!url.startsWith('/')) return [];
  const file = path.resolve(publicDir, `.${url}`);
  if (!file.startsWith(`${path.resolve(publicDir)}${path.sep}`) || !existsSync(file))
    return [`audioUrl: ${url} is not a file under content/public`];
  const seconds = audioSeconds(file);
  if (seconds === undefined) return [`audioUrl: cannot tell how long ${url} plays (MP3 or WAV)`];
  return Math.abs(seconds - stated) > DURATION_TOLERANCE_SECONDS
    ? [`durationSeconds: says ${stated} s; ${url} plays ${seconds.toFixed(1)} s`]
    : [];
}

function mediaProblems(item: Item): string[] {
  const stated = Number(item['readingMinutes']);
  const minutes = mediaReadingMinutes({
    title: String(item['title'] ?? ''),
    previewText: String(item['previewText'] ?? ''),
    text: Array.isArray(item['text']) ? item['text'].map(String) : [],
  });
  return stated === minutes
    ? []
    : [`readingMinutes: says ${stated}; its words take ${minutes} at 200 words a minute`];
}
