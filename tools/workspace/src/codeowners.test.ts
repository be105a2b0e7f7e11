import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCodeowners, ruleFor } from './codeowners';

/**
 * CODEOWNERS covers every folder (issue 45): every folder of apps/ and libs/<group>/ and every
 * other top-level folder has a rule of its own (not only the `*` default), and a project's
 * owners include the team of its scope tag.
 */
const workspaceRoot = path.resolve(__dirname, '../../..');
const rules = parseCodeowners(
  readFileSync(path.join(workspaceRoot, '.github', 'CODEOWNERS'), 'utf8'),
);
const files = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  {
    cwd: workspaceRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
)
  .split('\0')
  .filter(Boolean);

/** The team of each scope tag (project.json `scope:*`). */
const scopeTeams: Record<string, string> = {
  main: '@corp/main-site',
  asia: '@corp/asia-site',
  idp: '@corp/idp-site',
  techpod: '@corp/techpod-site',
  courses: '@corp/courses-sites',
  admin: '@corp/admin-editorial',
  api: '@corp/api',
  server: '@corp/platform',
  shared: '@corp/platform',
  // libs/sites/registry: the composition of every site's definition.
  sites: '@corp/platform',
};

/** The folders that need a rule of their own: apps/<app>, libs/<group>/<lib>, other top-level ones. */
function ownedFolders(paths: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const file of paths) {
    const parts = file.split('/');
    if (parts.length < 2) continue;
    const depth = parts[0] === 'apps' ? 2 : parts[0] === 'libs' ? 3 : 1;
    if (parts.length > depth) folders.add(`${parts.slice(0, depth).join('/')}/`);
  }
  return [...folders].sort();
}

/** A project's owners must include its scope's team. */
function expectedTeam(tags: readonly string[]): string | undefined {
  const scope = tags.find((tag) => tag.startsWith('scope:'))?.slice('scope:'.length);
  return scopeTeams[scope ?? ''];
}

describe('CODEOWNERS', () => {
  it('gives every folder of the repository a rule of its own', () => {
    const folders = ownedFolders(files);
    expect(folders).toEqual(expect.arrayContaining(['apps/main/', 'libs/shared/ui/', 'content/']));
    expect(folders.filter((folder) => (ruleFor(rules, folder)?.pattern ?? '*') === '*')).toEqual(
      [],
    );
  });

  it('owns every file, root files included', () => {
    expect(files.filter((file) => !ruleFor(rules, file))).toEqual([]);
  });

  it('gives every project the team of its scope tag', () => {
    const projects = files.filter((file) => file.endsWith('/project.json'));
    expect(projects.length).toBeGreaterThan(40);
    const wrong = projects.flatMap((file) => {
      const dir = path.dirname(file);
      const { tags = [] } = JSON.parse(readFileSync(path.join(workspaceRoot, file), 'utf8')) as {
        tags?: string[];
      };
      const team = expectedTeam(tags);
      const owners = ruleFor(rules, `${dir}/`)?.owners ?? [];
      return team && owners.includes(team) ? [] : [{ dir, tags, owners, team }];
    });
    expect(wrong).toEqual([]);
  });
});

describe('the CODEOWNERS check', () => {
  const sample = parseCodeowners(
    [
      '# comment',
      '*  @corp/platform',
      '/apps/main/ @corp/main-site',
      '/nx.json @corp/platform',
    ].join('\n'),
  );

  it('finds a folder that only the default rule covers', () => {
    expect(
      ownedFolders(['apps/main/app/root.tsx', 'apps/new-site/app/root.tsx', 'nx.json']),
    ).toEqual(['apps/main/', 'apps/new-site/']);
    expect(ruleFor(sample, 'apps/new-site/')?.pattern).toBe('*');
    expect(ruleFor(sample, 'apps/main/app/root.tsx')?.owners).toEqual(['@corp/main-site']);
  });

  it('takes the last matching rule, as GitHub does', () => {
    const later = parseCodeowners('/apps/ @corp/platform\n/apps/main/ @corp/main-site\n');
    expect(ruleFor(later, 'apps/main/x.ts')?.owners).toEqual(['@corp/main-site']);
    expect(ruleFor(later, 'apps/api/x.ts')?.owners).toEqual(['@corp/platform']);
  });

  it('names the team of the scope tag', () => {
    expect(expectedTeam(['type:feature', 'scope:asia', 'embeddable'])).toBe('@corp/asia-site');
    expect(expectedTeam(['scope:shared'])).toBe('@corp/platform');
    expect(expectedTeam(['type:app', 'scope:courses'])).toBe('@corp/courses-sites');
  });

  it('refuses a pattern it cannot read as GitHub does, naming the line', () => {
    expect(() => parseCodeowners('*  @corp/platform\n**/*.ts @corp/api')).toThrow(
      'CODEOWNERS line 2: unsupported pattern **/*.ts',
    );
    expect(() => parseCodeowners('/apps/ someone')).toThrow('owners must be @org/team handles');
  });
});
