const projectConfig = require('../../../tools/jest/project-config.cjs');

/**
 * msw 3 and its helpers ship only ES modules; jest here runs CommonJS, so babel compiles them
 * too (the shared ESM-only list plus these). The innermost node_modules decides, as in the
 * shared pattern.
 */
const MSW_ESM = [
  'msw',
  '@mswjs/interceptors',
  '@msw/url',
  'rettime',
  'until-async',
  '@open-draft/until',
  'tough-cookie',
  'cookie',
  'react-router',
  '@react-router',
  '@remix-run',
  'swiper',
  'ssr-window',
  'dom7',
  'cookie-es',
  'set-cookie-parser',
  'content-disposition',
];

const base = projectConfig(__dirname, {
  environment: 'jsdom',
  setupFiles: [require.resolve('./jest.setup.cjs')],
});

module.exports = {
  ...base,
  transformIgnorePatterns: [
    `^.*/node_modules/(?!(${MSW_ESM.join('|')})/)(?:(?!/node_modules/).)+\\.(js|cjs|json)$`,
  ],
  // msw/node is excluded under the "browser" condition that jsdom sets by default.
  testEnvironmentOptions: { customExportConditions: [''] },
};
