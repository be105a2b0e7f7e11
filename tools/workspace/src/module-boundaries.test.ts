import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The boundaries between apps and libs are enforced by lint, not by convention. These probe
 * files do not exist on disk: ESLint lints their text as if they did, with the workspace's own
 * configuration, exactly as `nx lint` would (lint-probes.mjs, one ESLint run for all of them).
 */
const workspaceRoot = path.resolve(__dirname, '../../..');
const lintProbes = path.join(__dirname, 'lint-probes.mjs');

interface Probe {
  file: string;
  code: string;
}

interface LintMessage {
  ruleId: string | null;
  message: string;
  severity: number;
}

const allowed: Probe = {
  file: 'apps/main/app/routes/boundary-probe.tsx',
  code: [
    "import { HomePage } from '@corp/sites/main/feature-company';",
    "import { Button } from '@corp/shared/ui';",
    "import { normalizeLocale } from '@corp/shared/i18n';",
    'export const probe = [HomePage, Button, normalizeLocale];',
  ].join('\n'),
};

const forbidden = [
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
    from: '@corp/sites/main/feature-company',
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
];

const layoutIntoUi: Probe = {
  file: 'libs/shared/ui/src/lib/boundary-probe.tsx',
  code: "import { SiteRoot } from '@corp/shared/layout';\nexport const probe = SiteRoot;\n",
};

const probes: Probe[] = [
  allowed,
  ...forbidden.map(({ file, from, name }) => ({
    file,
    code: `import { ${name} } from '${from}';\nexport const probe = ${name};\n`,
  })),
  layoutIntoUi,
];

/** The boundary errors of each probe, in order. */
function boundaryErrors(list: Probe[]): string[][] {
  const run = spawnSync(process.execPath, [lintProbes], {
    cwd: workspaceRoot,
    input: JSON.stringify(list),
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
  return (JSON.parse(run.stdout) as LintMessage[][]).map((messages) =>
    messages
      .filter(
        (message) => message.ruleId === '@nx/enforce-module-boundaries' && message.severity === 2,
      )
      .map((message) => message.message),
  );
}

describe('module boundaries', () => {
  jest.setTimeout(60_000);
  const errors = new Map<Probe, string[]>();

  beforeAll(() => {
    const results = boundaryErrors(probes);
    probes.forEach((probe, index) => errors.set(probe, results[index] ?? []));
  });

  it('lets a site app use its own feature library and the shared ones', () => {
    expect(errors.get(allowed)).toEqual([]);
  });

  it.each(forbidden.map((each, index) => ({ ...each, probe: probes[1 + index] })))(
    'forbids $rule',
    ({ probe, tag }) => {
      expect(errors.get(probe as Probe)).toEqual([
        expect.stringContaining(
          `A project tagged with "${tag}" can only depend on libs tagged with`,
        ),
      ]);
    },
  );

  it('forbids the design system to import the layout feature that builds on it', () => {
    expect(errors.get(layoutIntoUi)).toHaveLength(1);
  });
});
