import { NETWORK_FAILURE_MESSAGE } from './messages';

/** send-later.ts with post-form.ts replaced: its code loaded as `code`, or failing to load. */
async function sendLaterWith(code: (() => unknown) | 'fails to load') {
  jest.resetModules();
  jest.doMock('./post-form', () => {
    if (code === 'fails to load') throw new Error('Loading chunk 753 failed');
    return code();
  });
  return import('./send-later');
}

afterEach(() => jest.dontMock('./post-form'));

describe('the sending code, loaded on first use', () => {
  it('posts through post-form.ts once it has loaded, and asks it for a token on prepare', async () => {
    const postForm = jest.fn().mockResolvedValue({ ok: true, message: 'Stored.' });
    const prepare = jest.fn();
    const later = await sendLaterWith(() => ({ postForm, formTokens: { prepare } }));
    const form = document.createElement('form');
    later.formTokens.prepare();
    await expect(later.postForm('waitlist', form)).resolves.toEqual({ ok: true, message: 'Stored.' });
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(postForm).toHaveBeenCalledWith('waitlist', form);
  });

  it('tells the visitor plainly, and never throws, when the code cannot load (the network went away)', async () => {
    const later = await sendLaterWith('fails to load');
    expect(() => later.formTokens.prepare()).not.toThrow();
    await expect(later.postForm('contact', document.createElement('form'))).resolves.toEqual({
      ok: false,
      message: NETWORK_FAILURE_MESSAGE,
    });
  });
});
