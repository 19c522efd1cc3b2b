/** @jest-environment node */
import { forgetManifestRead, manifestReadsPlugin, readManifestText } from './manifest-reads';

const URL_A = 'https://content.example.org/mf-manifest.json';
const manifest = JSON.stringify({ id: 'mf_content', metaData: { buildInfo: { buildVersion: 'abc' } } });

function answering(...bodies: Array<string | number>) {
  return jest.fn(async () => {
    const body = bodies.shift();
    return typeof body === 'number' ? new Response('gone', { status: body }) : new Response(body ?? '');
  });
}

// The plugin's fetch hook as the runtime calls it (url, init, remote info, resource context).
const runtimeFetch = (url: string, resourceType = 'manifest') =>
  manifestReadsPlugin().fetch?.(url, {}, undefined, { initiator: 'runtime', id: 'x', resourceType } as never);

describe('manifest reads shared by the hydration check and the federation runtime', () => {
  beforeEach(() => forgetManifestRead());

  it('reads a manifest once however many ask, and hands the runtime a response with its text', async () => {
    const fetchImpl = answering(manifest);
    await expect(readManifestText(URL_A, fetchImpl)).resolves.toBe(manifest);
    await expect(readManifestText(URL_A, fetchImpl)).resolves.toBe(manifest);
    const response = await runtimeFetch(URL_A);
    expect(response).toBeInstanceOf(Response);
    await expect((response as Response).json()).resolves.toEqual(JSON.parse(manifest));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed read, so the next asker fetches again', async () => {
    const fetchImpl = answering(503, manifest);
    await expect(readManifestText(URL_A, fetchImpl)).rejects.toThrow(`${URL_A} answered 503`);
    await expect(readManifestText(URL_A, fetchImpl)).resolves.toBe(manifest);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('fetches anew after a Try again forgot the remote', async () => {
    const fetchImpl = answering(manifest, manifest);
    await readManifestText(URL_A, fetchImpl);
    forgetManifestRead(URL_A);
    await readManifestText(URL_A, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('leaves every other fetch of the runtime (entries, chunks) to the runtime', () => {
    expect(runtimeFetch('https://content.example.org/remoteEntry.js', 'entry')).toBeUndefined();
  });
});
