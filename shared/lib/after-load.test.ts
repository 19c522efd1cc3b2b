import { afterLoadAndIdle } from './after-load';

describe('afterLoadAndIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('waits for the load event, then the quiet time', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = jest.fn();
    afterLoadAndIdle(callback, { quietMs: 1500 });
    jest.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(1499);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle moment when the browser offers one', () => {
    const requestIdle = jest.fn((_cb: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    Object.assign(window, { requestIdleCallback: requestIdle, cancelIdleCallback: jest.fn() });
    try {
      const callback = jest.fn();
      afterLoadAndIdle(callback, { idleTimeoutMs: 1000 });
      jest.advanceTimersByTime(0);
      expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
      expect(callback).not.toHaveBeenCalled();
      requestIdle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
      expect(callback).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    }
  });

  it('does nothing once cancelled', () => {
    const callback = jest.fn();
    const cancel = afterLoadAndIdle(callback, { quietMs: 100 });
    cancel();
    jest.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});
