/** @jest-environment node */
import { isSameBuild } from './federation-on-node';

const at = (manifestUrl: string, version?: string) => ({ manifestUrl, version });
const HERE = 'https://content.example.org/mf-manifest.json';

describe('isSameBuild', () => {
  it('is a new build when the remote moved or a known version changed (a deploy)', () => {
    expect(isSameBuild(at(HERE, 'v1'), at('https://content2.example.org/mf-manifest.json', 'v1'))).toBe(false);
    expect(isSameBuild(at(HERE), at('https://content2.example.org/mf-manifest.json'))).toBe(false);
    expect(isSameBuild(at(HERE, 'v1'), at(HERE, 'v2'))).toBe(false);
  });

  it('is the same build when its version is learned after it was registered, or cannot be read for a moment', () => {
    expect(isSameBuild(at(HERE), at(HERE, 'v1'))).toBe(true);
    expect(isSameBuild(at(HERE, 'v1'), at(HERE))).toBe(true);
    expect(isSameBuild(at(HERE, 'v1'), at(HERE, 'v1'))).toBe(true);
  });
});
