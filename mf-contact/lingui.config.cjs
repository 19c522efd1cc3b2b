module.exports = require('shared/lingui-config')(__dirname, { include: ['src', 'contract', 'server'] });
