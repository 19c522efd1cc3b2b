import { LOCALES, type FormName, type Locale } from 'shared/contracts';
import { CONTACT_PHONE } from 'shared/site';
import { uiWords } from 'shared/ui/words';
import { formMessages } from '../contract/forms';
import { kindWords } from '../contract/institution-kinds';
import { words } from '../contract/words';
import { serverWords } from './words';

/**
 * What the contact server says to a visitor, in the language of the page they sent from (issue 39):
 * its answers to posts, its newsletter pages and the confirmation e-mail read the server's catalog
 * (server/locales), the forms' messages and the kinds of institution the contract's (its checks' and
 * kinds' catalogs), and the e-mail field's shared/ui's. Every language is loaded once at start, so an
 * answer never waits for one.
 */
export async function prepareAnswers(): Promise<void> {
  await Promise.all(
    LOCALES.flatMap((locale) => [words.prepare(locale), kindWords.prepare(locale), serverWords.prepare(locale), uiWords.prepare(locale)]),
  );
}

/** A full enquiry in a script that needs three bytes a letter, percent-encoded, fits well inside this. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The server's own answers in a language (the forms' messages are the contract's `formMessages`). */
export function serverAnswers(locale?: Locale) {
  const i18n = serverWords.i18nFor(locale);
  return {
    limited: i18n._('server.limited'),
    busy: i18n._('server.busy'),
    unavailable: i18n._('server.unavailable', { phone: CONTACT_PHONE.display }),
    badRequest: i18n._('server.badRequest'),
    alreadySent: i18n._('server.alreadySent'),
    tooLarge: i18n._('server.tooLarge', { kib: BODY_LIMIT_BYTES / 1024 }),
    tooSlow: i18n._('server.tooSlow'),
    noSuchForm: i18n._('server.noSuchForm'),
    /** A form's success message: mf-content's newsletter and waitlist forms here, this package's pages' forms the contract's. */
    success: {
      ...formMessages(locale).success,
      newsletter: i18n._('form.success.newsletter'),
      waitlist: i18n._('form.success.waitlist'),
    } satisfies Record<FormName, string>,
  };
}
