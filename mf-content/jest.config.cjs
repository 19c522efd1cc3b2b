const path = require('node:path');
const preset = require('shared/jest')(__dirname);

// npm installed React twice (19.2.9 beside this package, 19.3.1 at the root for testing-library,
// emotion and the router). Two copies in one jsdom render break hooks, so tests use the root copy,
// as webpack's singleton sharing does at run time.
const root = path.join(__dirname, '..');
const reactDir = path.dirname(require.resolve('react/package.json', { paths: [root] }));
const reactDomDir = path.dirname(require.resolve('react-dom/package.json', { paths: [root] }));

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^react$': reactDir,
    '^react/(.*)$': `${reactDir}/$1`,
    '^react-dom$': reactDomDir,
    '^react-dom/(.*)$': `${reactDomDir}/$1`,
  },
};
