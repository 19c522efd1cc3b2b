module.exports = require('shared/jest')(__dirname);
