import baseConfig from '../../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // The industry pages read their seed content (`content/industry-pages/*.json`, data rather
    // than a project) until the API serves it; only this file may import it.
    files: ['src/lib/industry-content/industry-pages.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
