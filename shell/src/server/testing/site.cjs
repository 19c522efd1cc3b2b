// @ts-check
/** The shell server's tests' stand-in site (now in shared/testing, where the cluster test uses it too). */
module.exports = require('shared/test-site');
