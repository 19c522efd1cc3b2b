module.exports = require('shared/lingui-config')(__dirname);
