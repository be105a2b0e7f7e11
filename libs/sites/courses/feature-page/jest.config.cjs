// The page tests read the seed content through the data-access testing entry (msw, ES modules).
module.exports = require('../../../../tools/jest/project-config.cjs')(__dirname, {
  environment: 'jsdom',
  msw: true,
});
