#!/usr/bin/env node
/**
 * Type-checks every project in one TypeScript process: the same tsconfig files each project's own
 * `typecheck` target checks (read from the project graph, so a new project is in), handed to one
 * `tsc -b`. Each tsconfig is still its own program with its own options, so the errors are the
 * ones the per-project targets report; what the single process saves is starting TypeScript 78
 * times and parsing the DOM, React and Node declarations and the shared libraries again for
 * each (issue 17: on the 2-core CI machine, 112 s instead of 148 s).
 *
 *   node tools/scripts/typecheck-all.mjs      (npm test runs it as workspace-checks:typecheck-all)
 *
 * A React Router app's typecheck target starts with `react-router typegen`, which writes the
 * route modules' `./+types/<route>` (the app's `.react-router/types`, ignored by git): those run
 * first, side by side, so that a clean clone type-checks.
 *
 * `npx nx typecheck <project>` and `npm run affected` keep the per-project targets.
 */
import { createProjectGraphAsync } from '@nx/devkit';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsc = path.join(workspaceRoot, 'node_modules/typescript-native/bin/tsc');
const reactRouter = path.join(workspaceRoot, 'node_modules/@react-router/dev/bin.cjs');
const TYPEGEN = /^react-router typegen$/;

/**
 * `-p <tsconfig>` of every command of a project's typecheck target, relative to the workspace,
 * and the folders whose target runs `react-router typegen` first.
 */
function typecheckCommands(graph) {
  const configs = [];
  const typegenDirs = [];
  for (const node of Object.values(graph.nodes)) {
    const target = node.data.targets?.['typecheck'];
    if (!target) continue;
    const { cwd = node.data.root, command, commands = [command] } = target.options ?? {};
    for (const line of commands) {
      const text = typeof line === 'string' ? line : line?.command;
      if (TYPEGEN.test(text ?? '')) {
        typegenDirs.push(path.resolve(workspaceRoot, cwd));
        continue;
      }
      const config = text?.match(/(?:^|\s)-p\s+(\S+)/)?.[1];
      if (!config) throw new Error(`${node.name}: no -p <tsconfig> in "${text}"`);
      configs.push(path.relative(workspaceRoot, path.resolve(workspaceRoot, cwd, config)));
    }
  }
  return { configs: configs.sort(), typegenDirs };
}

/** `react-router typegen` in one app's folder; rejects with its output when it fails. */
function typegen(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [reactRouter, 'typegen'], { cwd: dir });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`react-router typegen in ${dir} failed (${code}):\n${output}`)),
    );
  });
}

const graph = await createProjectGraphAsync({ exitOnError: true });
const { configs, typegenDirs } = typecheckCommands(graph);
console.log(`react-router typegen: ${typegenDirs.length} apps`);
await Promise.all(typegenDirs.map(typegen));
console.log(
  `tsc -b: ${configs.length} tsconfig files of ${new Set(configs.map(path.dirname)).size} projects`,
);
const { status, error } = spawnSync(process.execPath, [tsc, '-b', ...configs], {
  cwd: workspaceRoot,
  stdio: 'inherit',
});
if (error) throw error;
process.exit(status ?? 1);
