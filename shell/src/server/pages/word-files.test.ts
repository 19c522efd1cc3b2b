/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { liveOwnWords, pageWordFiles, wordChunkName, wordFilesOf } from './word-files';

describe('wordChunkName', () => {
  it('reads the chunk name of a word file and nothing else', () => {
    expect(wordChunkName('locale-hi.news-1.0a1b2c3d4e.js')).toBe('locale-hi.news-1');
    expect(wordChunkName('locale-gu.ab12cd34ef.js')).toBe('locale-gu');
    for (const other of [
      'main.js',
      '3059.6b0a25aa63.js',
      'locale-hi.news-1.js',
      'locale-hi.news-1.0a1b2c3d4e.js.gz',
      '../locale-hi.0a1b2c3d4e.js',
    ])
      expect(wordChunkName(other)).toBeNull();
  });
});

describe('wordFilesOf and pageWordFiles', () => {
  const manifest = {
    metaData: { publicPath: 'auto' },
    exposes: [{ assets: { js: { sync: ['locale-hi.about.1111111111.js'], async: ['locale-hi.news-3.2222222222.js', 7, null] } } }],
    shared: [{ assets: { js: { async: ['locale-hi.3333333333.js'] } } }],
  };

  it("finds every word file a manifest lists, beside the manifest, and a page's by its words and parameters", () => {
    const files = wordFilesOf(manifest, 'http://c.test/v/mf-manifest.json');
    expect(Object.fromEntries(files)).toEqual({
      'locale-hi.about': 'http://c.test/v/locale-hi.about.1111111111.js',
      'locale-hi.news-3': 'http://c.test/v/locale-hi.news-3.2222222222.js',
      'locale-hi': 'http://c.test/v/locale-hi.3333333333.js',
    });
    expect(pageWordFiles(files, ['locale', 'locale.news-:id', 'locale.about'], 'hi', { id: '3' })).toEqual([
      'http://c.test/v/locale-hi.3333333333.js',
      'http://c.test/v/locale-hi.news-3.2222222222.js',
      'http://c.test/v/locale-hi.about.1111111111.js',
    ]);
    // An item it has no chunk for, a parameter the route lacks, English: nothing named.
    expect(pageWordFiles(files, ['locale.news-:id'], 'hi', { id: '4' })).toEqual([]);
    expect(pageWordFiles(files, ['locale.news-:id'], 'hi', {})).toEqual([]);
    expect(pageWordFiles(files, ['locale', 'locale.about'], 'en', {})).toEqual([]);
  });

  it('reads nothing from what is no manifest', () => {
    expect(wordFilesOf(null, 'http://c.test/mf-manifest.json').size).toBe(0);
    expect(wordFilesOf({ exposes: 'x' }, 'http://c.test/mf-manifest.json').size).toBe(0);
  });
});

describe('liveOwnWords', () => {
  it("names the shell's word file of a language, and lists the folder again when index.html changes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-words-'));
    try {
      fs.writeFileSync(path.join(dir, 'locale-hi.aaaaaaaaaa.js'), '');
      fs.writeFileSync(path.join(dir, 'main.js'), '');
      let key = 'one';
      const own = liveOwnWords(dir, () => key);
      expect(own('hi')).toEqual(['/locale-hi.aaaaaaaaaa.js']);
      expect(own('gu')).toEqual([]);
      expect(own('en')).toEqual([]);
      fs.writeFileSync(path.join(dir, 'locale-gu.bbbbbbbbbb.js'), '');
      expect(own('gu')).toEqual([]);
      key = 'two';
      expect(own('gu')).toEqual(['/locale-gu.bbbbbbbbbb.js']);
      expect(liveOwnWords(path.join(dir, 'none'), () => key)('hi')).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
