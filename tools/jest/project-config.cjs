/**
 * One jest configuration for every project: babel-jest with Nx's React preset (one transform
 * cache shared by every project: shared-babel-transformer.cjs), the ESM-only
 * packages (react-router, swiper) transformed, CSS modules as identity maps.
 *
 *   module.exports = require('../../tools/jest/project-config.cjs')(__dirname, { environment: 'jsdom' });
 */
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');
const ESM_ONLY = [
  'react-router',
  '@react-router',
  '@remix-run',
  'swiper',
  'ssr-window',
  'dom7',
  'cookie',
  'cookie-es',
  'set-cookie-parser',
  'content-disposition',
  // CommonJS builds that load Node built-ins with import(), which jest's VM refuses without
  // --experimental-vm-modules: babel turns those into require().
  '@electric-sql/pglite',
  '@fastify/cookie',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec',
];

/**
 * msw 3 and its helpers ship only ES modules, and `msw/node` is hidden under the "browser"
 * export condition jsdom sets: projects whose tests mock the API with msw pass `msw: true`.
 */
const MSW_ESM = [
  'msw',
  '@mswjs/interceptors',
  '@msw/url',
  'rettime',
  'until-async',
  '@open-draft/until',
  'tough-cookie',
];

module.exports = function projectConfig(
  projectDir,
  { environment = 'node', setupFiles = [], msw = false, storybook = false } = {},
) {
  const esmOnly = [
    ...ESM_ONLY,
    ...(msw ? MSW_ESM : []),
    // @storybook/react (composeStories) and the storybook package it imports.
    ...(storybook ? ['storybook', '@storybook'] : []),
  ];
  const projectRoot = path.relative(workspaceRoot, projectDir);
  const name = require(path.join(projectDir, 'project.json')).name;
  return {
    displayName: name,
    rootDir: projectDir,
    testEnvironment:
      environment === 'jsdom' ? path.join(__dirname, 'jsdom-environment.cjs') : 'node',
    testMatch: ['<rootDir>/**/?(*.)+(spec|test).[jt]s?(x)'],
    // PGlite starts in seconds, slower still when two projects test in parallel.
    testTimeout: 30_000,
    testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/dist/', '/build/'],
    resolver: '@nx/jest/plugins/resolver',
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
    transform: {
      '^.+\\.[cm]?[tj]sx?$': [
        path.join(__dirname, 'shared-babel-transformer.cjs'),
        {
          configFile: false,
          babelrc: false,
          presets: [['@nx/react/babel', { runtime: 'automatic', useBuiltIns: false }]],
          plugins: [
            path.join(__dirname, 'babel-plugin-import-meta.cjs'),
            '@babel/plugin-transform-dynamic-import',
          ],
        },
      ],
    },
    // ES modules (.mjs anywhere, and the ESM-only packages' .js) go through babel too.
    // The innermost node_modules decides (nested copies such as light-my-request/node_modules/cookie).
    transformIgnorePatterns: [
      `^.*/node_modules/(?!(${esmOnly.join('|')})/)(?:(?!/node_modules/).)+\\.(js|cjs|json)$`,
    ],
    moduleNameMapper: {
      '\\.(css|scss|sass)$': 'identity-obj-proxy',
      '\\.(svg|png|jpe?g|webp|gif|woff2?)(\\?.*)?$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [
      // The one URL resolver's tables: every site's definition (as apps/server registers them).
      path.join(__dirname, 'register-sites.ts'),
      ...(environment === 'jsdom'
        ? [path.join(__dirname, 'setup-dom.cjs'), path.join(__dirname, 'setup-texts.cjs')]
        : []),
      ...(msw ? [path.join(__dirname, 'setup-msw.cjs')] : []),
      ...setupFiles,
    ],
    ...(msw && environment === 'jsdom'
      ? { testEnvironmentOptions: { customExportConditions: [''] } }
      : {}),
    coverageDirectory: path.join(workspaceRoot, 'coverage', projectRoot),
  };
};
