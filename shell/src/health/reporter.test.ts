import { HEALTH_BODY_MAX, parseHealthBeacon } from 'shared/contracts';
import type { SiteSeed } from '../app/site-seed';
import { noteAreaProblem } from './area-problems';
import { startHealthReporter } from './reporter';

const seed: SiteSeed = {
  descriptions: [
    { remote: 'mf_maze', ok: true, pages: [{ path: '/robot-maze', module: 'RobotMazePage', label: 'Robot Maze', detail: false }] },
  ],
  versions: { mf_maze: 'build-hash-not-a-release' },
  manifests: {
    mf_maze: 'https://maze.example.org/releases/20261123-201734-f79076ea/mf-manifest.json',
    mf_chat: 'https://chat.example.org/mf-manifest.json',
  },
} as unknown as SiteSeed;

describe('the health reporter', () => {
  it('sends the areas that failed, with their versions, and the page’s vitals, in one beacon when the page is left', () => {
    const sent: string[] = [];
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: string) => sent.push(body) });
    window.history.replaceState(null, '', '/robot-maze?name=Asha');
    const loadError = Object.assign(new Error('mf_maze could not be loaded'), { name: 'RemoteLoadError' });
    noteAreaProblem('mf_maze', loadError); // before the reporter loads: kept for it
    startHealthReporter(seed);
    noteAreaProblem('mf_chat', new Error('render failed'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    const body = sent[0]!;
    expect(body.length).toBeLessThan(HEALTH_BODY_MAX);
    const beacon = parseHealthBeacon(JSON.parse(body));
    expect(beacon.ok && beacon.value.events).toEqual([
      { kind: 'remote-load', remote: 'mf_maze', version: '20261123-201734-f79076ea' },
      { kind: 'area-error', remote: 'mf_chat' },
      { kind: 'vital', remote: 'mf_maze', version: '20261123-201734-f79076ea', name: 'CLS', value: 0 },
    ]);
    // Nothing about the visitor: not the address or its query, not the browser.
    expect(body).not.toMatch(/Asha|robot-maze|Mozilla|jsdom/);
    // Nothing new: nothing sent again.
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
  });
});
