import { existsSync } from 'node:fs';
import path from 'node:path';

/** The folders of the repository an ADR may name a path in. */
const repositoryFolders = ['apps', 'libs', 'tools', 'docs', 'content', '.github', '.storybook'];
const sourceFile = /^[\w.-]+\.(?:tsx?|mts|cts|mjs|cjs|scss|css)$/;

/**
 * The code spans of a Markdown text (`…`) outside its fenced code blocks, a span broken after a
 * `/` at the end of a line joined again.
 */
export function codeSpans(markdown: string): string[] {
  return markdown
    .replace(/^([ \t]*)```[^\n]*\n[\s\S]*?^\1```/gm, '')
    .split('`')
    .filter((_, index) => index % 2 === 1)
    .map((span) => span.replace(/\/\s*\n\s*/g, '/').trim());
}

/**
 * The repository paths a text names in code spans (`libs/…`, `apps/…`, `tools/…`, `docs/…`,
 * `content/…`, `.github/…`, `.storybook/…`) that do not exist under `root`. A glob
 * (`libs/asia/*`) names the folder before its first wildcard.
 */
export function missingPaths(markdown: string, root: string): string[] {
  return codeSpans(markdown)
    .filter((span) => !/\s/.test(span) && repositoryFolders.includes(span.split('/')[0] ?? ''))
    .filter((span) => span.includes('/'))
    .filter((span) => {
      const literal = span.split(/[*{<#]/)[0]?.replace(/:\d+$/, '') ?? span;
      return !existsSync(path.join(root, literal));
    });
}

/**
 * The bare source-file names a text names in code spans (`LeadModalHost.tsx`) that no file of
 * the repository has, given the names it has.
 */
export function missingFileNames(markdown: string, fileNames: ReadonlySet<string>): string[] {
  return codeSpans(markdown).filter((span) => sourceFile.test(span) && !fileNames.has(span));
}
