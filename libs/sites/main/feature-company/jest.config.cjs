// The stories' accessibility test composes stories with @storybook/react (ES modules only).
module.exports = require('../../../../tools/jest/project-config.cjs')(__dirname, {
  environment: 'jsdom',
  msw: true,
  storybook: true,
});
