import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importedPackages, sourceFiles, undeclaredImports } from './declared-imports';

/**
 * Every package a script of tools/ imports is declared in package.json (issue 45): a package
 * only present as another one's dependency can go with that package's next release.
 */
const workspaceRoot = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.devDependencies),
]);

describe('the scripts of tools/', () => {
  it('import only packages package.json declares', () => {
    const files = sourceFiles(path.join(workspaceRoot, 'tools'));
    expect(files.length).toBeGreaterThan(20);
    const missing = undeclaredImports(files, declared);
    expect(
      Object.fromEntries(
        Object.entries(missing).map(([name, importers]) => [
          name,
          importers.map((file) => path.relative(workspaceRoot, file)),
        ]),
      ),
    ).toEqual({});
  });
});

describe('importedPackages', () => {
  it('names the packages of static, dynamic and require imports, by package', () => {
    const source = [
      "import puppeteer from 'puppeteer-core';",
      "import { JSDOM } from 'jsdom';",
      "import {\n  build,\n} from 'rolldown/experimental';",
      "const lh = await import('lighthouse');",
      "const { createProjectGraphAsync } = require('@nx/devkit');",
      "import 'side-effect-only';",
      "import path from 'node:path';",
      "import fs from 'fs';",
      "import { x } from './local.mjs';",
      "import { Button } from '@corp/shared/ui';",
      // a module name built in a template string is no import
      ['const probe = `import { $', "{name} } from '$", "{from}';`;"].join(''),
    ].join('\n');
    expect(importedPackages(source)).toEqual([
      '@nx/devkit',
      'jsdom',
      'lighthouse',
      'puppeteer-core',
      'rolldown',
      'side-effect-only',
    ]);
  });
});
