import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LazyPart } from '@corp/shared/document/islands';
import { newsIslands } from './islands';

/** Every `<Island name="…" part={…}>` of the library's pages, as written in its sources. */
function islandsInSources(dir: string): { name: string; part: string; file: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return islandsInSources(path);
    if (!entry.name.endsWith('.tsx') || entry.name.includes('.test.')) return [];
    const source = readFileSync(path, 'utf8');
    return [...source.matchAll(/<Island\b[^>]*?name="([^"]+)"[^>]*?part=\{(\w+)\}/g)].map(
      (match) => ({ name: match[1] as string, part: match[2] as string, file: entry.name }),
    );
  });
}

describe('newsIslands', () => {
  it('lists the part of every Island the news pages render, under the Island’s name', async () => {
    const found = islandsInSources(join(__dirname, 'lib'));
    expect(found.length).toBeGreaterThanOrEqual(6);
    for (const { name, part, file } of found) {
      const listed = newsIslands[name as keyof typeof newsIslands] as LazyPart | undefined;
      const loaded = await listed?.load();
      expect({ file, name, part: loaded?.name }).toEqual({ file, name, part });
    }
    // No part is listed that no page renders.
    expect(Object.keys(newsIslands).sort()).toEqual([...new Set(found.map((f) => f.name))].sort());
  });
});

describe('the news parts’ modules', () => {
  it('import no React Router (an island page loads none)', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('react-router', () => {
        throw new Error('an island part imports React Router');
      });
      const { newsIslands: parts } = jest.requireActual<{ newsIslands: Record<string, LazyPart> }>(
        './islands',
      );
      const loaded = await Promise.all(Object.values(parts).map((part) => part.load()));
      expect(loaded.every((part) => typeof part === 'function')).toBe(true);
    });
  });

  it('would be caught importing it (the guard above can fail)', () => {
    jest.isolateModules(() => {
      jest.doMock('react-router', () => {
        throw new Error('an island part imports React Router');
      });
      // A loader's module does import it.
      expect(() => jest.requireActual('./lib/loaders/page-loader.server')).toThrow(/React Router/);
    });
  });
});
