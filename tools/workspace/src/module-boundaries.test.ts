import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The boundaries between apps and libs are enforced by lint, not by convention. These probe
 * files do not exist on disk: the ESLint CLI lints their text from stdin as if they did, with
 * the workspace's own configuration, exactly as `nx lint` would.
 */
const workspaceRoot = path.resolve(__dirname, '../../..');
const eslintBin = path.join(workspaceRoot, 'node_modules', 'eslint', 'bin', 'eslint.js');

interface LintResult {
  messages: Array<{ ruleId: string | null; message: string; severity: number }>;
}

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', file],
    {
      cwd: workspaceRoot,
      input: code,
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false' },
    },
  );
  if (run.status !== 0 && run.status !== 1) throw new Error(`eslint failed: ${run.stderr}`);
  const [result] = JSON.parse(run.stdout) as LintResult[];
  return (result?.messages ?? [])
    .filter(
      (message) => message.ruleId === '@nx/enforce-module-boundaries' && message.severity === 2,
    )
    .map((message) => message.message);
}

describe('module boundaries', () => {
  jest.setTimeout(60_000);

  it('lets a site app use its own feature library and the shared ones', async () => {
    const errors = await boundaryErrors(
      'apps/main/app/routes/boundary-probe.tsx',
      [
        "import { HomePage } from '@corp/main/feature-company';",
        "import { Button } from '@corp/shared/ui';",
        "import { normalizeLocale } from '@corp/shared/i18n';",
        'export const probe = [HomePage, Button, normalizeLocale];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it.each([
    {
      rule: 'the design system to import a feature library',
      file: 'libs/shared/ui/src/lib/boundary-probe.tsx',
      from: '@corp/api/http',
      name: 'apiRoutes',
      tag: 'type:ui',
    },
    {
      rule: "one site's code to import another site's library",
      file: 'apps/asia/app/routes/boundary-probe.tsx',
      from: '@corp/main/feature-company',
      name: 'HomePage',
      tag: 'scope:asia',
    },
    {
      rule: 'the API to import user-interface code',
      file: 'libs/api/http/src/lib/boundary-probe.ts',
      from: '@corp/shared/ui',
      name: 'Button',
      tag: 'scope:api',
    },
  ])('forbids $rule', async ({ file, from, name, tag }) => {
    const errors = await boundaryErrors(
      file,
      `import { ${name} } from '${from}';\nexport const probe = ${name};\n`,
    );
    expect(errors).toEqual([
      expect.stringContaining(`A project tagged with "${tag}" can only depend on libs tagged with`),
    ]);
  });

  it('forbids the design system to import the layout feature that builds on it', async () => {
    const errors = await boundaryErrors(
      'libs/shared/ui/src/lib/boundary-probe.tsx',
      "import { SiteRoot } from '@corp/shared/layout';\nexport const probe = SiteRoot;\n",
    );
    expect(errors).toHaveLength(1);
  });
});
