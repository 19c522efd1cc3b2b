import { cachePromise } from './promise-cache';

describe('cachePromise', () => {
  it('loads once for every caller', async () => {
    const load = jest.fn().mockResolvedValue(42);
    const cached = cachePromise(load);
    await expect(Promise.all([cached.get(), cached.get()])).resolves.toEqual([42, 42]);
    await cached.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const cached = cachePromise(load);
    await expect(cached.get()).rejects.toThrow('down');
    await expect(cached.get()).resolves.toBe('up');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads afresh after reset', async () => {
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    const cached = cachePromise(load);
    await cached.get();
    cached.reset();
    await expect(cached.get()).resolves.toBe(2);
  });
});
