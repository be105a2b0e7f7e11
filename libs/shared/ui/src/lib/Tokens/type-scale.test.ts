import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tokenGroups } from './tokens';

/*
 * One type scale (issue 16): every font size in the workspace's stylesheets and inline styles is
 * a step of `--font-size-*` in tokens.css, so headings and body text cannot drift to sizes of their
 * own. Each offender is reported as `file:line: declaration`.
 */
const workspaceRoot = join(__dirname, '../../../../../..');
const steps = new Set(tokenGroups.fontSize.map((name) => `var(${name})`));
const tokensCss = readFileSync(join(__dirname, '../../styles/tokens.css'), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'build', '.react-router'].includes(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(s?css|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const files = ['apps', 'libs', '.storybook'].flatMap((dir) => sources(join(workspaceRoot, dir)));

/** Whether a `font-size` value is a step of the scale (`inherit` keeps the parent's step). */
const onScale = (value: string) => steps.has(value) || value === 'inherit';

function offenders(file: string, text = readFileSync(file, 'utf8')): string[] {
  const isStory = file.endsWith('.stories.tsx');
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${relative(workspaceRoot, file)}:${index + 1}: ${line.trim()}`;
    if (file.endsWith('css')) {
      if (file.endsWith('tokens.css')) return;
      const size = /(?:^|[\s;{])font-size\s*:\s*([^;]+?)\s*(?:!important)?\s*;/.exec(line);
      if (size && !onScale(size[1] as string)) found.push(where);
      const shorthand = /(?:^|[\s;{])font\s*:\s*([^;]+?)\s*;/.exec(line);
      if (shorthand) {
        const value = shorthand[1] as string;
        const sizes = value.match(/var\(--font-size-[a-z0-9]+\)/g) ?? [];
        if (value !== 'inherit' && (sizes.length !== 1 || !sizes.every(onScale))) found.push(where);
      }
    } else if (!isStory) {
      const size = /fontSize\s*:\s*([^,}]+)/.exec(line);
      if (size && !/^'var\(--font-size-[a-z0-9]+\)'$/.test((size[1] as string).trim()))
        found.push(where);
    }
  });
  return found;
}

describe('type scale', () => {
  it('is an ascending list of pixel sizes in tokens.css', () => {
    const pixels = tokenGroups.fontSize.map((name) => {
      const match = new RegExp(`${name}:\\s*(\\d+)px;`).exec(tokensCss);
      return Number(match?.[1]);
    });
    expect(pixels.every((size, index) => index === 0 || size > (pixels[index - 1] as number))).toBe(
      true,
    );
  });

  it('finds the stylesheets it checks', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('is the only source of font sizes in the stylesheets and inline styles', () => {
    expect(files.flatMap((file) => offenders(file))).toEqual([]);
  });

  it('catches a size outside the scale', () => {
    const css = join(workspaceRoot, 'libs/x/X.module.scss');
    expect(offenders(css, '.a {\n  font-size: 24px;\n}')).toHaveLength(1);
    expect(offenders(css, '.a { font-size: 1.5rem; }')).toHaveLength(1);
    expect(offenders(css, '.a { font: 600 18px/1.2 var(--font-family-base); }')).toHaveLength(1);
    expect(offenders(css, '.a { font-size: var(--font-size-xl); }')).toEqual([]);
    expect(offenders(css, '.a { font: 600 var(--font-size-md) / 1.2 sans-serif; }')).toEqual([]);
    const tsx = join(workspaceRoot, 'libs/x/X.tsx');
    expect(offenders(tsx, '<p style={{ fontSize: 22 }} />')).toHaveLength(1);
    expect(offenders(tsx, "<p style={{ fontSize: 'var(--font-size-sm)' }} />")).toEqual([]);
  });
});
