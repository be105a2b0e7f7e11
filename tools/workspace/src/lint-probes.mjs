// Lints probe files that do not exist on disk, with the workspace's own ESLint configuration,
// as `nx lint` would lint them there: reads `[{ file, code }]` as JSON on stdin and prints each
// probe's messages, in order, as JSON. One process and one ESLint instance for every probe
// (module-boundaries.test.ts): loading the configuration and the project graph is most of the
// cost of a lint run.
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const probes = JSON.parse(input);
const eslint = new ESLint({ cwd: process.cwd() });
const messages = [];
for (const { file, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath: file });
  messages.push(result?.messages ?? []);
}
process.stdout.write(JSON.stringify(messages));
