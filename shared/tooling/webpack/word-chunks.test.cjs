/** @jest-environment node */
// @ts-check
const { unknownWordChunks: unknownWith } = require('./index.cjs');
const contracts = require('../../contracts');

/** @type {typeof unknownWith} */
const unknownWordChunks = (published, chunkNames) => unknownWith(published, chunkNames, contracts);

/** @param {readonly string[]} words */
const published = (words) => ({
  contract: 1,
  remote: /** @type {const} */ ('mf_content'),
  pages: [{ path: '/news/:id', module: 'NewsDetailPage', label: 'News', detail: true, words }],
});
const CHUNKS = [
  'main',
  'locale-hi',
  'locale-gu',
  'locale-hi.news-1',
  'locale-gu.news-1',
  'locale-hi.forms',
  'locale-gu.forms',
  'locale-hi.about',
];

describe('unknownWordChunks', () => {
  it('accepts words that are chunks in both languages, the package’s own and an item’s by its parameter', () => {
    expect(unknownWordChunks(published(['locale', 'locale.forms', 'locale.news-:id']), CHUNKS)).toEqual([]);
  });

  it('names each word the build lacks, per language', () => {
    expect(unknownWordChunks(published(['locale.about', 'locale.from', 'locale.post-:id']), CHUNKS)).toEqual([
      'mf_content: page /news/:id names the words locale.about, but the build has no chunk locale-gu.about',
      'mf_content: page /news/:id names the words locale.from, but the build has no chunk locale-hi.from',
      'mf_content: page /news/:id names the words locale.from, but the build has no chunk locale-gu.from',
      'mf_content: page /news/:id names the words locale.post-:id, but the build has no chunk locale-hi.post-:id',
      'mf_content: page /news/:id names the words locale.post-:id, but the build has no chunk locale-gu.post-:id',
    ]);
  });

  it('reads a parameter as one name part, not as any text', () => {
    expect(unknownWordChunks(published(['locale.news-:id']), ['locale-hi.news-1.extra', 'locale-gu.news-'])).toHaveLength(2);
  });
});
