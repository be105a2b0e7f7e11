// The tests read the seed content through the API's test support (msw: ES modules only).
module.exports = require('../../../tools/jest/project-config.cjs')(__dirname, {
  environment: 'jsdom',
  msw: true,
});
