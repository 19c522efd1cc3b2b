import { contentVersion } from './content-version';

describe('contentVersion', () => {
  it('is the same for the same document, whoever parsed it', () => {
    const text = '{"metaData":{"name":"mf_maze"},"exposes":[{"name":"RobotMazePage","assets":{"js":{"sync":["a.1.js"]}}}]}';
    expect(contentVersion(JSON.parse(text))).toBe(contentVersion(JSON.parse(text)));
  });

  it('changes when a chunk name changes', () => {
    expect(contentVersion({ sync: ['a.1.js'] })).not.toBe(contentVersion({ sync: ['a.2.js'] }));
  });
});
