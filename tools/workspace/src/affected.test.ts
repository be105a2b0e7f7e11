import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * CI builds only what a change affects (`npm run affected`, .github/workflows/ci.yml). The
 * project graph decides what that is; these checks pin down what teams rely on.
 */
const workspaceRoot = path.resolve(__dirname, '../../..');
const nxBin = path.join(workspaceRoot, 'node_modules', 'nx', 'dist', 'bin', 'nx.js');

function affectedBy(file: string): string[] {
  const output = execFileSync(
    process.execPath,
    [nxBin, 'show', 'projects', '--affected', `--files=${file}`, '--json'],
    {
      cwd: workspaceRoot,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
      encoding: 'utf8',
    },
  );
  return (JSON.parse(output) as string[]).sort();
}

const siteApps = ['main', 'asia', 'idp', 'techpod', 'machine', 'mount'];

describe('affected projects', () => {
  jest.setTimeout(120_000);

  it('a change inside apps/techpod affects techpod and its e2e project, no other site and not the API', () => {
    const affected = affectedBy('apps/techpod/app/routes/home.tsx');
    expect(affected).toContain('techpod');
    expect(affected).toContain('techpod-e2e');
    expect(affected.filter((project) => siteApps.includes(project))).toEqual(['techpod']);
    expect(affected).not.toContain('api');
    expect(affected).not.toContain('main-e2e');
  });

  it('a change in libs/sites/asia/* affects asia and its e2e project, no other site (ADR 0013)', () => {
    const affected = affectedBy('libs/sites/asia/feature-layout/src/lib/AsiaHeader/AsiaHeader.tsx');
    expect(affected).toContain('asia');
    expect(affected).toContain('asia-e2e');
    expect(affected.filter((project) => siteApps.includes(project))).toEqual(['asia']);
    expect(affected).not.toContain('main-e2e');
    expect(affected).not.toContain('api');
  });

  it('a change in the asia page (libs/sites/asia/feature-page) affects the asia app', () => {
    const affected = affectedBy('libs/sites/asia/feature-page/src/lib/AsiaPage/AsiaPage.tsx');
    expect(affected).toContain('asia');
    expect(affected).toContain('asia-e2e');
  });

  it('a change to the design system affects every site', () => {
    const affected = affectedBy('libs/shared/ui/src/lib/Button/Button.tsx');
    for (const site of siteApps) expect(affected).toContain(site);
    expect(affected).not.toContain('api');
  });
});
