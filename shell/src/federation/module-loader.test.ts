import { createModuleLoader, type LoadedModule } from './module-loader';

const Page = () => null;
const loaded: LoadedModule = { default: Page };

/** A loader whose loads fail `failures` times, then succeed; `calls` counts the loads started. */
function loaderFailing(failures: number) {
  const calls: boolean[] = [];
  const load = jest.fn(async (_remote: string, _module: string, fresh: boolean) => {
    calls.push(fresh);
    if (calls.length <= failures) throw new Error('unreachable');
    return loaded;
  });
  return { loader: createModuleLoader(load), calls };
}

describe('createModuleLoader', () => {
  it('keeps one load per module, a failed one too, until it is asked for afresh', async () => {
    const { loader, calls } = loaderFailing(1);
    await expect(loader.get('mf_maze', 'RobotMazePage')).rejects.toThrow('unreachable');
    await expect(loader.get('mf_maze', 'RobotMazePage')).rejects.toThrow('unreachable');
    expect(calls).toEqual([false]);
    await expect(loader.get('mf_maze', 'RobotMazePage', true)).resolves.toBe(loaded);
    await expect(loader.get('mf_maze', 'RobotMazePage')).resolves.toBe(loaded);
    expect(calls).toEqual([false, true]);
  });

  it('forgets failed loads, and only those, when told: the next get loads anew', async () => {
    const { loader, calls } = loaderFailing(1);
    await expect(loader.get('mf_maze', 'RobotMazePage')).rejects.toThrow('unreachable');
    const page = loader.get('mf_content', 'AboutPage');
    await expect(page).resolves.toBe(loaded);
    loader.forgetFailures();
    await expect(loader.get('mf_maze', 'RobotMazePage')).resolves.toBe(loaded);
    expect(loader.get('mf_content', 'AboutPage')).toBe(page);
    expect(calls).toHaveLength(3);
  });

  it('keeps a load still under way when failures are forgotten', () => {
    const load = jest.fn(() => new Promise<LoadedModule>(() => undefined));
    const loader = createModuleLoader(load);
    const pending = loader.get('mf_maze', 'RobotMazePage');
    loader.forgetFailures();
    expect(loader.get('mf_maze', 'RobotMazePage')).toBe(pending);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
