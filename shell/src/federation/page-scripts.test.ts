import { pageScriptUrls } from './page-scripts';

const MANIFEST_URL = 'https://content.example.org/mf-manifest.json';
const manifest = (publicPath = 'auto', entryPath = '') =>
  JSON.stringify({
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: entryPath, type: 'global' } },
    exposes: [
      { name: 'NewsPage', assets: { js: { sync: ['416.abc.js', '__federation_expose_NewsPage.def.js'], async: ['9.js'] } } },
      { name: 'BlogPage', assets: { js: { sync: ['__federation_expose_BlogPage.123.js'], async: [] } } },
    ],
  });

describe('pageScriptUrls', () => {
  it("names the remote's entry and the page's own chunks beside the manifest, not the chunks it loads later", () => {
    expect(pageScriptUrls(manifest(), MANIFEST_URL, 'NewsPage')).toEqual([
      'https://content.example.org/remoteEntry.js',
      'https://content.example.org/416.abc.js',
      'https://content.example.org/__federation_expose_NewsPage.def.js',
    ]);
  });

  it('follows a public path and an entry folder the manifest names', () => {
    expect(pageScriptUrls(manifest('https://cdn.example.org/content/', 'entry'), MANIFEST_URL, 'BlogPage')).toEqual([
      'https://cdn.example.org/content/entry/remoteEntry.js',
      'https://cdn.example.org/content/__federation_expose_BlogPage.123.js',
    ]);
  });

  it('names nothing for a module the manifest does not expose, or a manifest it cannot read', () => {
    expect(pageScriptUrls(manifest(), MANIFEST_URL, 'ContactPage')).toEqual([]);
    expect(pageScriptUrls('not json', MANIFEST_URL, 'NewsPage')).toEqual([]);
    expect(pageScriptUrls(JSON.stringify({ exposes: [] }), MANIFEST_URL, 'NewsPage')).toEqual([]);
  });
});
