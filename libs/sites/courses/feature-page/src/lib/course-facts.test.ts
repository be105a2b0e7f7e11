import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// One set of facts per course: the programme (`content/course-program`, `GET /course/program/`)
// is the only place a course's duration is written; the pages show it from there. Texts that
// describe a course elsewhere (its SEO on both hosts) name no duration, so they cannot drift.
const contentDir = path.resolve(__dirname, '../../../../../../content');
const COURSE_PATHS = ['/machine/', '/mount/', '/2.0/', '/praktikum/'];
const DURATION =
  /\d+\s*(weeks?|недел)|\b(eight|ten|twelve)[- ]weeks?\b|(восем|десят|двенадцат)\S*\s*недел|недельн/i;

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

describe('course facts', () => {
  it('keeps the duration in the programme alone, the same in every locale', () => {
    const programmes = readdirSync(path.join(contentDir, 'course-program')).map(
      (file) =>
        readJson(path.join(contentDir, 'course-program', file)) as {
          code: string;
          durationWeeks: number;
        }[],
    );
    for (const code of ['machine', 'mount']) {
      const weeks = new Set(
        programmes.flatMap((list) =>
          list.filter((p) => p.code === code).map((p) => p.durationWeeks),
        ),
      );
      expect([code, weeks.size]).toEqual([code, 1]);
    }
  });

  it('names no duration in the SEO texts of the course pages on either host', () => {
    for (const file of readdirSync(path.join(contentDir, 'seo'))) {
      const pages = readJson(path.join(contentDir, 'seo', file)) as {
        path: string;
        title?: string;
        description?: string;
      }[];
      for (const page of pages.filter((item) => COURSE_PATHS.includes(item.path))) {
        expect([file, page.path, `${page.title} ${page.description}`]).not.toEqual([
          file,
          page.path,
          expect.stringMatching(DURATION),
        ]);
      }
    }
  });
});
