module.exports = require('../jest/project-config.cjs')(__dirname, { environment: 'node' });
