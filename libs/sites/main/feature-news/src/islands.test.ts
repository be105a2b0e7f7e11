import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The news pages' own parts (ADR 0032): the modules `<Part>.island.tsx` under `lib/`. */
function pageParts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageParts(path);
    return entry.name.endsWith('.island.tsx') ? [`./${relative(__dirname, path)}`] : [];
  });
}

describe('the news parts’ modules', () => {
  it('import no React Router (an island page loads none)', async () => {
    const modules = pageParts(join(__dirname, 'lib'));
    expect(modules.length).toBeGreaterThanOrEqual(6);
    await jest.isolateModulesAsync(async () => {
      jest.doMock('react-router', () => {
        throw new Error('an island part imports React Router');
      });
      for (const module of modules) {
        const name = module.split('/').pop()?.replace('.island.tsx', '') as string;
        expect(typeof jest.requireActual<Record<string, unknown>>(module)[name]).toBe('function');
      }
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
