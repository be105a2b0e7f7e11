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
 * `npx nx typecheck <project>` and `npm run affected` keep the per-project targets.
 */
import { createProjectGraphAsync } from '@nx/devkit';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsc = path.join(workspaceRoot, 'node_modules/typescript-native/bin/tsc');

/** `-p <tsconfig>` of every command of a project's typecheck target, relative to the workspace. */
function typecheckConfigs(graph) {
  const configs = [];
  for (const node of Object.values(graph.nodes)) {
    const target = node.data.targets?.['typecheck'];
    if (!target) continue;
    const { cwd = node.data.root, command, commands = [command] } = target.options ?? {};
    for (const line of commands) {
      const text = typeof line === 'string' ? line : line?.command;
      const config = text?.match(/(?:^|\s)-p\s+(\S+)/)?.[1];
      if (!config) throw new Error(`${node.name}: no -p <tsconfig> in "${text}"`);
      configs.push(path.relative(workspaceRoot, path.resolve(workspaceRoot, cwd, config)));
    }
  }
  return configs.sort();
}

const graph = await createProjectGraphAsync({ exitOnError: true });
const configs = typecheckConfigs(graph);
console.log(
  `tsc -b: ${configs.length} tsconfig files of ${new Set(configs.map(path.dirname)).size} projects`,
);
const { status, error } = spawnSync(process.execPath, [tsc, '-b', ...configs], {
  cwd: workspaceRoot,
  stdio: 'inherit',
});
if (error) throw error;
process.exit(status ?? 1);
