import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';

const sites = ['main', 'asia', 'idp', 'techpod', 'courses', 'admin'];

/**
 * The dependency matrix of ARCHITECTURE.md. Every project carries one `type:*` and one
 * `scope:*` tag; a project may only import projects allowed by every constraint its tags match.
 */
export const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
  },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util'] },
  // A site imports its own libs, the platform, and another site's lib only where that lib is
  // tagged `embeddable` (a page two hosts render, owned by one site: ADR 0013).
  ...sites.map((site) => ({
    sourceTag: `scope:${site}`,
    onlyDependOnLibsWithTags: [`scope:${site}`, 'scope:shared', 'embeddable'],
  })),
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // The API: its own libs and shared utilities only (contracts, i18n data), never UI or a site.
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'type:util'] },
  // The API's libs never reach a site; the API app, a composition root, registers every site's
  // URL rows (libs/sites/registry) with the one resolver the libs read.
  ...['type:feature', 'type:data-access', 'type:util'].map((type) => ({
    allSourceTags: ['scope:api', type],
    notDependOnLibsWithTags: sites.map((site) => `scope:${site}`),
  })),
  // The web server mounts the API and the shared resolver with every site's URL rows (the libs
  // tagged `site-definition`); the sites' pages reach it only as built output.
  {
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['scope:server', 'scope:api', 'scope:shared', 'site-definition'],
  },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.react-router',
      '**/build',
      '**/test-results',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
      '.nx',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints,
          // An islands entry loads a page's part (the products slider, a course's programme) only
          // where the page has one (ADR 0032), though the app's pages import those libraries too.
          checkDynamicDependenciesExceptions: [
            '@corp/shared/ui',
            '@corp/sites/courses/feature-page',
          ],
        },
      ],
    },
  },
  {
    // Build and test configuration may use the shared presets in tools/; it is not app code.
    files: [
      '**/vite.config.ts',
      '**/playwright.config.ts',
      '**/react-router.config.ts',
      '**/jest.config.cjs',
      '**/eslint.config.mjs',
      '.storybook/**',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
    },
  },
  prettier,
];
