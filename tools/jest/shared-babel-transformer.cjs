/**
 * babel-jest with one transform cache for every jest project of the workspace.
 *
 * Jest keeps its transform cache per project (`jest-transform-cache-<config.id>`) and babel-jest's
 * key holds the whole project configuration, so each of the ~35 projects compiled React Router,
 * Swiper, msw and the shared libs again on a clean clone: in CI every project starts cold. The
 * babel options are the same in every project (`configFile: false`, `babelrc: false`, the same
 * preset and plugins: project-config.cjs), so the output for a file depends only on its path, its
 * text, those options and the tool versions. This transformer keys on exactly that and keeps the
 * results in `node_modules/.cache/jest-babel/` (a clean clone starts empty; a changed file or
 * option is a new key). Jest's own per-project cache still sits in front of it.
 */
const babelJest = require('babel-jest').default;
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');
const cacheRoot = path.join(workspaceRoot, 'node_modules/.cache/jest-babel');
const versionOf = (name) => require(`${name}/package.json`).version;

/** What else decides the output: the tools' versions and the local babel plugin's source. */
const toolchain = [
  readFileSync(__filename, 'utf8'),
  readFileSync(path.join(__dirname, 'babel-plugin-import-meta.cjs'), 'utf8'),
  versionOf('babel-jest'),
  versionOf('@babel/core'),
  versionOf('@nx/react'),
  process.version,
].join('\0');

function createTransformer(transformerConfig) {
  const babel = babelJest.createTransformer(transformerConfig);
  const base = createHash('sha256')
    .update(toolchain)
    .update('\0')
    .update(JSON.stringify(transformerConfig ?? {}))
    .digest('hex');

  /** Jest asks for the key, then on a miss calls process with the same file: hash it once. */
  let last = { sourcePath: '', sourceText: '', flags: '', key: '' };
  function keyOf(sourceText, sourcePath, { instrument, supportsDynamicImport, supportsStaticESM }) {
    const flags = [
      instrument ? 'instrument' : '',
      supportsDynamicImport ? 'dynamic-import' : '',
      supportsStaticESM ? 'esm' : '',
      process.env['NODE_ENV'] ?? '',
      process.env['BABEL_ENV'] ?? '',
    ].join(',');
    if (last.sourcePath === sourcePath && last.sourceText === sourceText && last.flags === flags)
      return last.key;
    const key = createHash('sha256')
      .update(base)
      .update('\0')
      .update(sourcePath)
      .update('\0')
      .update(sourceText)
      .update('\0')
      .update(flags)
      .digest('hex');
    last = { sourcePath, sourceText, flags, key };
    return key;
  }

  return {
    canInstrument: babel.canInstrument,
    getCacheKey: (sourceText, sourcePath, options) => keyOf(sourceText, sourcePath, options),
    process(sourceText, sourcePath, options) {
      const key = keyOf(sourceText, sourcePath, options);
      const file = path.join(cacheRoot, key.slice(0, 2), key);
      try {
        return JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        // Not cached yet (or a partial file from a killed run): compile it.
      }
      const result = babel.process(sourceText, sourcePath, options);
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        // Another project may compile the same file at the same moment: write whole, then rename.
        const temporary = `${file}.${process.pid}.tmp`;
        writeFileSync(temporary, JSON.stringify({ code: result.code, map: result.map }));
        renameSync(temporary, file);
      } catch {
        // A cache that cannot be written only costs the next project the compile.
      }
      return result;
    },
  };
}

module.exports = { createTransformer };
