import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ContentValidationError, readContent } from './content-files';

/**
 * Content that says more than its files and words (issue 42): a podcast labelled 42 minutes that
 * plays 3 seconds, an article of 60 words that says "8 min read". The load refuses it, naming
 * each item and the truth; content that tells the truth loads.
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

function contentDir(podcasts: unknown[], media: unknown[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'claims-'));
  mkdirSync(path.join(dir, 'podcasts'));
  mkdirSync(path.join(dir, 'media'));
  mkdirSync(path.join(dir, 'public/download/podcasts'), { recursive: true });
  writeFileSync(path.join(dir, 'public/download/podcasts/e1.wav'), wav(3));
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
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const article = (code: string, paragraphWords: number, readingMinutes: number) => ({
  code,
  title: 'Two words',
  previewText: 'Three more words',
  text: [words(paragraphWords), '— ', 'last'],
  readingMinutes,
});

describe('readContent: what an item says of its own file and words', () => {
  it('refuses a podcast whose stated length is not its file’s, or whose file is missing or unreadable', () => {
    expect(
      problemsOf(
        contentDir(
          [
            { id: 1, audioUrl: '/download/podcasts/e1.wav', durationSeconds: 2520 },
            { id: 2, audioUrl: '/download/podcasts/e2.mp3', durationSeconds: 30 },
            { id: 3, audioUrl: '/download/podcasts/none.mp3', durationSeconds: 30 },
            { id: 4, audioUrl: '/../../etc/passwd', durationSeconds: 30 },
          ],
          [],
        ),
      ),
    ).toEqual([
      'podcasts/en.json[0].durationSeconds: says 2520 s; /download/podcasts/e1.wav plays 3.0 s',
      'podcasts/en.json[1].audioUrl: cannot tell how long /download/podcasts/e2.mp3 plays (MP3 or WAV)',
      'podcasts/en.json[2].audioUrl: /download/podcasts/none.mp3 is not a file under content/public',
      'podcasts/en.json[3].audioUrl: /../../etc/passwd is not a file under content/public',
    ]);
  });

  it('refuses a reading time that is not the item’s words at 200 a minute', () => {
    // 194 + 2 + 3 + 1 = 200 words: 1 minute; 201 words: 2 minutes ("—" is no word).
    expect(problemsOf(contentDir([], [article('short', 194, 8), article('long', 195, 1)]))).toEqual(
      [
        'media/en.json[0].readingMinutes: says 8; its words take 1 at 200 words a minute',
        'media/en.json[1].readingMinutes: says 1; its words take 2 at 200 words a minute',
      ],
    );
  });

  it('loads content that tells the truth: a length within a second, a remote file as stated', () => {
    const dir = contentDir(
      [
        { id: 1, audioUrl: '/download/podcasts/e1.wav', durationSeconds: 3 },
        { id: 2, audioUrl: 'https://media.example.com/e2.mp3', durationSeconds: 2520 },
      ],
      [article('short', 194, 1), article('long', 195, 2)],
    );
    try {
      expect(readContent(dir, kinds).entries.map((entry) => entry.key)).toEqual([
        '1',
        '2',
        'short',
        'long',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
