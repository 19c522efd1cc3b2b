/** @jest-environment node */
// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');

jest.setTimeout(60_000);

/** Builds a small entry in production mode and returns the output folder. */
function build(/** @type {string} */ source) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), source);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist'), filename: 'main.js' },
    plugins: [new PrecompressPlugin()],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve(path.join(dir, 'dist'));
    });
  });
}

it('stores .gz and .br of the final (minified) file, byte for byte', async () => {
  // Distinct strings survive minification, so the output is well over the 1 KiB threshold.
  const lines = Array.from(
    { length: 200 },
    (_, i) => `const someRatherLongConstantName${i} = 'message number ${i} for the console';\nconsole.log(someRatherLongConstantName${i});`,
  );
  const dist = await build(lines.join('\n'));
  const main = fs.readFileSync(path.join(dist, 'main.js'));
  expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, 'main.js.gz')))).toEqual(main);
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'main.js.br')))).toEqual(main);
});

it('leaves small files alone', async () => {
  const dist = await build('console.log(1);');
  expect(fs.existsSync(path.join(dist, 'main.js.gz'))).toBe(false);
});
