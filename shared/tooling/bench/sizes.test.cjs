/**
 * @jest-environment node
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { measureSizes } = require('./sizes.cjs');
const { checkBundleBudgets } = require('./budgets.cjs');
const budgets = require('./budgets.json');

const gzip9 = (/** @type {Buffer | string} */ content) => zlib.gzipSync(content, { level: 9 }).length;

/** A repository with a shell over its budget, one remote built and the rest not built. */
function fixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sizes-'));
  const write = (/** @type {string} */ file, /** @type {Buffer | string} */ content) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  // Random bytes do not compress: 140 KiB stays over the shell's 128 KiB however it is gzipped.
  const main = crypto.randomBytes(140 * 1024);
  write('shell/dist/main.js', main);
  const files = {
    'remoteEntry.js': 'var entry = 1;'.repeat(50),
    'a.js': 'let page = "a";'.repeat(400),
    'b.js': 'later();',
    'c.js': 'shared();',
  };
  for (const [name, content] of Object.entries(files)) write(`mf-chat/dist/${name}`, content);
  // A language's words: only a Hindi page fetches it, so it is not part of the English total.
  const hindi = 'const words = "नमस्ते";'.repeat(30);
  write('mf-chat/dist/locale-hi.0123456789.js', hindi);
  // An old chunk left in dist that the manifest does not name: no visitor downloads it.
  write('mf-chat/dist/old.js', crypto.randomBytes(50 * 1024));
  write(
    'mf-chat/dist/mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [{ name: 'ChatWidget', assets: { js: { sync: ['a.js'], async: ['b.js', 'a.js', 'locale-hi.0123456789.js'] } } }],
      shared: [{ assets: { js: { sync: ['c.js'], async: [] } } }],
    }),
  );
  return { root, main, files, hindi };
}

test('size-limit measures each figure from the files the manifest names, and its verdicts become the bench checks', () => {
  const { root, main, files, hindi } = fixture();
  const sizes = measureSizes(root);
  expect(sizes.shell).toEqual({ mainJs: gzip9(main), totalJs: gzip9(main) });
  expect(sizes.remotes['mf-chat']).toEqual({
    remoteEntry: gzip9(files['remoteEntry.js']),
    exposes: { ChatWidget: gzip9(files['a.js']) },
    federatedTotal: Object.values(files).reduce((sum, content) => sum + gzip9(content), 0),
    languages: { hi: gzip9(hindi), gu: null },
    jsFilesInDist: 6,
  });
  expect(sizes.missing).toEqual([
    'mf-content/dist/mf-manifest.json',
    'mf-maze/dist/mf-manifest.json',
    'mf-contact/dist/mf-manifest.json',
    'mf-maze/dist/robot-maze.js',
  ]);
  const broken = checkBundleBudgets(budgets, sizes)
    .filter((check) => !check.ok)
    .map((check) => check.name);
  expect(broken).toEqual([
    'shell mainJs gzip',
    'shell totalJs gzip',
    'mf-content remoteEntry gzip',
    'mf-content federatedTotal gzip',
    'mf-maze remoteEntry gzip',
    'mf-maze federatedTotal gzip',
    'mf-contact remoteEntry gzip',
    'mf-contact federatedTotal gzip',
    'maze embed (robot-maze.js) gzip',
    // The i18n bytes per page chunk (i18n-bytes.cjs) need the source maps this fixture has none of.
    'shell main.js i18n gzip (no source map in shell/dist-maps/ for main.js.map (production builds write them; a development build has none))',
    'mf-chat expose ChatWidget i18n gzip (no source map in mf-chat/dist-maps/ for a.js.map (production builds write them; a development build has none))',
    'mf-content page chunks i18n gzip (not built)',
    'mf-maze page chunks i18n gzip (not built)',
    'mf-contact page chunks i18n gzip (not built)',
  ]);
}, 30_000);

test('with nothing built, every size budget is broken and nothing crashes', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sizes-empty-'));
  const sizes = measureSizes(root);
  expect(sizes.missing).toHaveLength(6);
  const checks = checkBundleBudgets(budgets, sizes);
  expect(checks.filter((check) => !check.ok)).toHaveLength(checks.length - 1);
});
