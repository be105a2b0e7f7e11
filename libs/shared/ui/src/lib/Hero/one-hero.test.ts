import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Issue 16 "one component language": every page opens with the design system's Hero. No
 * component outside it writes a page's `h1` (the error pages' own heading excepted) or styles a
 * hero of its own; a file that does fails here, with its path.
 */

const workspace = join(__dirname, '../../../../../..');
const heroDir = __dirname;
/** The error page is not a page of content: its heading sits in the site's frame on purpose. */
const errorPage = join(workspace, 'libs/shared/document/src/lib/ErrorPage');

function sources(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', '.react-router', 'build'].includes(entry.name)
        ? []
        : sources(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

const roots = ['libs', 'apps'].map((root) => join(workspace, root));
/**
 * The admin (apps/admin, libs/admin) is a tool for editors, not a page of the sites: its screens
 * are headed by their own titles, never by a visitor's hero.
 */
const adminDirs = ['apps/admin/', 'libs/admin/'].map((dir) => join(workspace, dir));
const outside = (path: string) =>
  !path.startsWith(heroDir) &&
  !path.startsWith(errorPage) &&
  !adminDirs.some((dir) => path.startsWith(dir));

/** A component (not a test or a story) that renders an `h1` element itself. */
export function writesH1(source: string): boolean {
  return /<h1[\s>]/.test(source);
}

/** A stylesheet rule for a class named like a hero (`.hero`, `.heroTitle`, `.page-hero`…). */
export function stylesHero(source: string): boolean {
  return /\.[\w-]*hero[\w-]*\s*[{,:]/i.test(source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''));
}

describe('one hero', () => {
  it('finds an h1 and a hero rule when a file has one', () => {
    expect(writesH1('return <h1 className="x">Title</h1>;')).toBe(true);
    expect(writesH1('<Hero title="Title" />')).toBe(false);
    expect(stylesHero('.heroTitle {\n  margin: 0;\n}')).toBe(true);
    expect(stylesHero('// the .hero { look }\n.summary {}')).toBe(false);
  });

  it('leaves every page’s h1 to the design system’s Hero', () => {
    const files = roots
      .flatMap((root) => sources(root, /\.tsx$/))
      .filter((path) => outside(path) && !/\.(test|stories|spec)\.tsx$/.test(path))
      .filter((path) => writesH1(readFileSync(path, 'utf8')));
    expect(files.map((path) => relative(workspace, path))).toEqual([]);
  });

  it('leaves the hero’s look to the design system’s Hero', () => {
    const files = roots
      .flatMap((root) => sources(root, /\.s?css$/))
      .filter((path) => outside(path) && stylesHero(readFileSync(path, 'utf8')));
    expect(files.map((path) => relative(workspace, path))).toEqual([]);
  });
});
