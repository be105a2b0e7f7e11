// The base api's tests answer its requests with msw (ES modules only).
module.exports = require('../../../tools/jest/project-config.cjs')(__dirname, {
  environment: 'jsdom',
  msw: true,
});
