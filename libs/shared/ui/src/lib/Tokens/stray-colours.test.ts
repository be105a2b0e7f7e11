import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Issue 16 "one component language": colours come only from the design tokens
 * (libs/shared/ui/src/styles/tokens.css). A stylesheet anywhere in the workspace that writes a
 * colour of its own (#hex, rgb(), hsl(), a colour keyword) fails here, with the file and line.
 */

const workspace = join(__dirname, '../../../../../..');
const tokensFile = join(__dirname, '../../styles/tokens.css');

/** Every stylesheet under `libs/` and `apps/` (not build output or dependencies). */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', '.react-router', 'build'].includes(entry.name)
        ? []
        : stylesheets(path);
    return /\.(s?css)$/.test(entry.name) && path !== tokensFile ? [path] : [];
  });
}

const colourKeywords =
  'white|black|red|green|blue|orange|yellow|grey|gray|navy|silver|purple|pink|brown|maroon|teal|aqua|fuchsia|lime|olive';
/** A colour written in a declaration's value, comments left out. */
const literalColour = new RegExp(
  `#[0-9a-f]{3,8}\\b|\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\(|:[^;{}]*\\b(?:${colourKeywords})\\b`,
  'i',
);

/** The lines of a stylesheet that write a colour of their own. */
export function strayColours(source: string): string[] {
  const withoutComments = source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  return withoutComments
    .split('\n')
    .map((line, index) => ({ line: line.replace(/var\(--[a-z0-9-]+\)/gi, ''), number: index + 1 }))
    .filter(({ line }) => literalColour.test(line))
    .map(({ line, number }) => `${number}: ${line.trim()}`);
}

describe('colours come only from the design tokens', () => {
  it('finds a colour written by hand, and lets tokens and comments be', () => {
    expect(strayColours('.a {\n  color: #f26b1d;\n}')).toEqual(['2: color: #f26b1d;']);
    expect(strayColours('.a { box-shadow: 0 1px 2px rgb(0 0 0 / 20%); }')).toHaveLength(1);
    expect(strayColours('.a { border-color: white; }')).toHaveLength(1);
    expect(strayColours('.a { color: var(--color-text-primary); }')).toEqual([]);
    expect(strayColours('// keeps the white text readable\n.a { color: inherit; }')).toEqual([]);
    expect(strayColours('/* #fff on navy */ .a { color: currentColor; }')).toEqual([]);
  });

  it('no stylesheet of an app or a library writes a colour of its own', () => {
    const files = [
      ...stylesheets(join(workspace, 'libs')),
      ...stylesheets(join(workspace, 'apps')),
    ];
    expect(files.length).toBeGreaterThan(50);
    const stray = files.flatMap((file) =>
      strayColours(readFileSync(file, 'utf8')).map(
        (line) => `${relative(workspace, file)}:${line}`,
      ),
    );
    expect(stray).toEqual([]);
  });
});
