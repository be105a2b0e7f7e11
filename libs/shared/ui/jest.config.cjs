const base = require('../../../tools/jest/project-config.cjs')(__dirname, {
  environment: 'jsdom',
});

// The stories accessibility harness composes stories with @storybook/react, which (like the
// `storybook` package it imports) ships ES modules only: babel transforms them for jest too.
const [ignoreNodeModules, ...rest] = base.transformIgnorePatterns;
module.exports = {
  ...base,
  transformIgnorePatterns: [
    ignoreNodeModules.replace('(?!(', '(?!(storybook|@storybook|'),
    ...rest,
  ],
};
