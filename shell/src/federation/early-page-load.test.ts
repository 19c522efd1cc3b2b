import { words } from '../i18n';
import { startPageLoad } from './early-page-load';

describe('startPageLoad', () => {
  it('asks for the shell’s words in the page’s language at once, before bootstrap does', async () => {
    // Before: the shell reads its Hindi words as English, as it does until they are prepared.
    expect(words.i18nFor('gu')._('nav.home')).toBe(words.i18nFor('en')._('nav.home'));
    // A page without the server's seed still starts its words (nothing else to start).
    startPageLoad(document, '/gu/news');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const gujarati = words.i18nFor('gu')._('nav.home');
    expect(gujarati).not.toBe(words.i18nFor('en')._('nav.home'));
    expect(gujarati).toMatch(/[\u0A80-\u0AFF]/);
  });
});
