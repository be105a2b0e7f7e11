import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ContentValidationError, readContent } from './content-files';
import type { ContentSet } from './content-files';

/**
 * Content that says more than its files and words (issue 42): a podcast labelled 42 minutes that
 * plays 3 seconds, an article of 60 words that says "8 min read". The load serves what the file
 * and the words show and names each correction; a podcast without its audio file does not load.
 */

const kinds = {
  podcasts: {
    schema: z.object({ id: z.number(), audioUrl: z.string(), durationSeconds: z.number() }),
    key: 'id',
  },
  media: {
    schema: z.object({
      code: z.string(),
      title: z.string(),
      previewText: z.string(),
      text: z.array(z.string()),
      readingMinutes: z.number(),
    }),
    key: 'code',
  },
};

/** 8-bit mono PCM WAV at 8 kHz lasting `seconds`. */
function wav(seconds: number): Buffer {
  const samples = Buffer.alloc(8000 * seconds, 128);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function contentDir(podcasts: unknown[], media: unknown[], seconds = 3): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'measures-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'podcasts'));
  mkdirSync(path.join(dir, 'media'));
  mkdirSync(path.join(dir, 'public/download/podcasts'), { recursive: true });
  writeFileSync(path.join(dir, 'public/download/podcasts/e1.wav'), wav(seconds));
  writeFileSync(path.join(dir, 'public/download/podcasts/e2.mp3'), 'not audio');
  writeFileSync(path.join(dir, 'podcasts/en.json'), JSON.stringify(podcasts));
  writeFileSync(path.join(dir, 'media/en.json'), JSON.stringify(media));
  return dir;
}

function problemsOf(dir: string): string[] {
  try {
    readContent(dir, kinds);
    return [];
  } catch (error) {
    if (error instanceof ContentValidationError) return error.problems;
    throw error;
  }
}

const served = (content: ContentSet, field: string) =>
  Object.fromEntries(content.entries.map((entry) => [entry.key, entry.data[field]]));

const article = (code: string, paragraphWords: number, readingMinutes: number) => ({
  code,
  title: 'Two words',
  previewText: 'Three more words',
  text: [words(paragraphWords), '— ', 'last'],
  readingMinutes,
});

describe('readContent: what an item says of its own file and words comes from them', () => {
  it('serves a podcast’s length as its file plays, a remote file’s as stated', () => {
    const content = readContent(
      contentDir(
        [
          { id: 1, audioUrl: '/download/podcasts/e1.wav', durationSeconds: 2520 },
          { id: 2, audioUrl: 'https://media.example.com/e2.mp3', durationSeconds: 2520 },
        ],
        [],
      ),
      kinds,
    );
    expect(served(content, 'durationSeconds')).toEqual({ '1': 3, '2': 2520 });
    expect(content.corrected).toEqual(['podcasts/en.json[0].durationSeconds: 2520 → 3']);
  });

  it('keeps a stated length within a second of the file’s', () => {
    const content = readContent(
      contentDir([{ id: 1, audioUrl: '/download/podcasts/e1.wav', durationSeconds: 4 }], []),
      kinds,
    );
    expect(served(content, 'durationSeconds')).toEqual({ '1': 4 });
    expect(content.corrected).toEqual([]);
  });

  it('serves a reading time of the item’s words at 200 a minute', () => {
    // 194 + 2 + 3 + 1 = 200 words: 1 minute; 201 words: 2 minutes ("—" is no word).
    const content = readContent(
      contentDir([], [article('short', 194, 8), article('long', 195, 1), article('ok', 10, 1)]),
      kinds,
    );
    expect(served(content, 'readingMinutes')).toEqual({ short: 1, long: 2, ok: 1 });
    expect(content.corrected).toEqual([
      'media/en.json[0].readingMinutes: 8 → 1',
      'media/en.json[1].readingMinutes: 1 → 2',
    ]);
  });

  it('reloads when an audio file changes though no JSON byte did', () => {
    const episode = [{ id: 1, audioUrl: '/download/podcasts/e1.wav', durationSeconds: 30 }];
    const three = readContent(contentDir(episode, [], 3), kinds);
    const five = readContent(contentDir(episode, [], 5), kinds);
    expect(served(five, 'durationSeconds')).toEqual({ '1': 5 });
    expect(five.checksum).not.toBe(three.checksum);
  });

  it('refuses a podcast whose site file is missing, outside content/public or not audio', () => {
    expect(
      problemsOf(
        contentDir(
          [
            { id: 2, audioUrl: '/download/podcasts/e2.mp3', durationSeconds: 30 },
            { id: 3, audioUrl: '/download/podcasts/none.mp3', durationSeconds: 30 },
            { id: 4, audioUrl: '/../../etc/passwd', durationSeconds: 30 },
          ],
          [],
        ),
      ),
    ).toEqual([
      'podcasts/en.json[0].audioUrl: cannot tell how long /download/podcasts/e2.mp3 plays (MP3 or WAV)',
      'podcasts/en.json[1].audioUrl: /download/podcasts/none.mp3 is not a file under content/public',
      'podcasts/en.json[2].audioUrl: /../../etc/passwd is not a file under content/public',
    ]);
  });
});
