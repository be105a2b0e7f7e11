// The stories' accessibility test composes stories with @storybook/react and reads the seed
// content through the API's test support (msw); both are ES modules only.
module.exports = require('../../../../tools/jest/project-config.cjs')(__dirname, {
  environment: 'jsdom',
  msw: true,
  storybook: true,
});
