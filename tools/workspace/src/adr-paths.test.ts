import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { codeSpans, missingFileNames, missingPaths } from './adr-paths';

/**
 * ADRs are true (issue 45): every repository path an ADR names exists, and the first line under
 * an ADR's title says its status (accepted, amended or superseded, and by what).
 */
const workspaceRoot = path.resolve(__dirname, '../../..');
const decisionsDir = path.join(workspaceRoot, 'docs', 'decisions');
const decisions = readdirSync(decisionsDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(path.join(decisionsDir, name), 'utf8') }));
const repositoryFileNames = new Set(
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean)
    .map((file) => path.basename(file)),
);

describe('architecture decision records', () => {
  it('are there', () => {
    expect(decisions.length).toBeGreaterThan(20);
  });

  it.each(decisions.map(({ name }) => name))('%s names only paths that exist', (name) => {
    const text = decisions.find((decision) => decision.name === name)?.text ?? '';
    expect(missingPaths(text, workspaceRoot)).toEqual([]);
    expect(missingFileNames(text, repositoryFileNames)).toEqual([]);
  });

  it.each(decisions.map(({ name }) => name))('%s says its status under its title', (name) => {
    const text = decisions.find((decision) => decision.name === name)?.text ?? '';
    const lines = text.split('\n').filter((line) => line.trim());
    expect(lines[0]).toMatch(/^# \d+\. /);
    expect(lines[1]).toMatch(/^- Status: (accepted|proposed|superseded by ADR \d{4})/);
  });
});

describe('the ADR path check', () => {
  it('reads a code span broken across a line after a slash as one path', () => {
    expect(codeSpans('the layout (`apps/main/app/layouts/\nlayout-route.tsx`) and `x`')).toEqual([
      'apps/main/app/layouts/layout-route.tsx',
      'x',
    ]);
  });

  it('leaves fenced code blocks out', () => {
    expect(codeSpans('`a`\n\n  ```js\n  x = `b`;\n  ```\n\nand `c`')).toEqual(['a', 'c']);
  });

  it('reports a repository path that does not exist, and a folder a glob names', () => {
    const text = [
      'Kept in `libs/idp/*` and `libs/shared/routing/src/lib/resolve-route.ts`,',
      'in `apps/main/app/no-such-file.ts:12`, run by `npm test`, see `Hero/one-hero.test.ts`.',
    ].join('\n');
    expect(missingPaths(text, workspaceRoot)).toEqual([
      'libs/idp/*',
      'apps/main/app/no-such-file.ts:12',
    ]);
  });

  it('reports a source file name that no file of the repository has', () => {
    const names = new Set(['site-lead-modals.tsx', 'LeadModalHost.tsx']);
    expect(
      missingFileNames('(`site-modals.tsx` → `LeadModalHost.tsx`, `routeModules.js`)', names),
    ).toEqual(['site-modals.tsx']);
  });
});
