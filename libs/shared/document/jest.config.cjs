module.exports = require('../../../tools/jest/project-config.cjs')(__dirname, {
  environment: 'jsdom',
});
