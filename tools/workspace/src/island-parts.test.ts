import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An island's name is its part's (ADR 0032): the browser finds a page's part by the name the
 * server gave its `Island`, among the site's layout parts (listed by that name in the entry) and
 * its pages' parts, modules named `<Part>.island.tsx` that export the part by that name.
 */
const workspaceRoot = path.resolve(__dirname, '../../..');
const sources = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'libs'],
  {
    cwd: workspaceRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
)
  .split('\0')
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(workspaceRoot, file), 'utf8') }));
const pageParts = sources.filter(({ file }) => file.endsWith('.island.tsx'));
const nameOf = (file: string) => path.basename(file, '.island.tsx');

describe('island parts', () => {
  it('are named after their part where the server renders them', () => {
    const islands = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/<Island\b[^>]*?\bname="([^"]+)"[^>]*?\bpart=\{(\w+)\}/g)].map((match) => ({
        file,
        name: match[1],
        part: match[2],
      })),
    );
    expect(islands.length).toBeGreaterThan(20);
    for (const island of islands) expect(island).toEqual({ ...island, name: island.part });
  });

  it('that load with a page export the part under their file’s name, each name once', () => {
    expect(pageParts.length).toBeGreaterThan(10);
    for (const { file, text } of pageParts)
      expect({
        file,
        exported: new RegExp(`export function ${nameOf(file)}\\b`).test(text),
      }).toEqual({
        file,
        exported: true,
      });
    const names = pageParts.map(({ file }) => nameOf(file));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('are rendered as islands under the name of a module that exists', () => {
    const rendered = new Set(
      sources.flatMap(({ text }) =>
        [...text.matchAll(/<Island\b[^>]*?\bname="([^"]+)"/g)].map((match) => match[1]),
      ),
    );
    for (const { file } of pageParts)
      expect({ file, rendered: rendered.has(nameOf(file)) }).toEqual({ file, rendered: true });
  });
});
