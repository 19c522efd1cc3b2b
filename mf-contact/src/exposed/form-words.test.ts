import type { PageModule } from 'shared/contracts';
import type { Locale } from 'shared/i18n';

type FormWords = typeof import('shared/ui/words');
const ENGLISH_NETWORK_FAILURE = /^We could not reach our server/;

/**
 * A form page's `prepare` brings the forms' shared words too (shared/ui's: a failed send's and the e-mail
 * field's), so a Hindi or Gujarati page never says them in English. Each page in a fresh module registry:
 * a catalog once loaded stays loaded for the process.
 */
it.each([
  ['contact-page', 'hi', 'हम अपने सर्वर तक नहीं पहुँच सके'],
  ['enrol-page', 'hi', 'हम अपने सर्वर तक नहीं पहुँच सके'],
  ['partnership-page', 'gu', 'અમે અમારા સર્વર સુધી પહોંચી શક્યા નહીં'],
] as const)("%s prepares the forms' own words in its language", async (page, locale: Locale, start) => {
  await jest.isolateModulesAsync(async () => {
    const words = jest.requireActual<FormWords>('shared/ui/words');
    const { prepare } = jest.requireActual<{ prepare: NonNullable<PageModule['prepare']> }>(`./${page}`);
    expect(words.networkFailureMessage(locale)).toMatch(ENGLISH_NETWORK_FAILURE);
    await prepare(locale);
    expect(words.networkFailureMessage(locale)).not.toMatch(ENGLISH_NETWORK_FAILURE);
    expect(words.networkFailureMessage(locale).startsWith(start)).toBe(true);
    expect(words.emailMessages(locale).missing).not.toBe(words.emailMessages('en').missing);
  });
});
