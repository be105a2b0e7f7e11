// Pages answer from msw; the stories' accessibility test composes stories (ES modules only).
module.exports = require('../../../tools/jest/project-config.cjs')(__dirname, {
  environment: 'jsdom',
  msw: true,
  storybook: true,
});
