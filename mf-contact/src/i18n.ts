import { remoteMessages, type Locale, type Messages, type RemoteMessages } from 'shared/i18n';
import { formEnglish, formLanguages, words } from '../contract/words';

type Languages = Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ readonly messages: Messages }>>>;

/**
 * A page area's words (issue 39, point 4; one catalog per area, as mf-content's): the area's own
 * catalog joined to the forms' shared one (contract/words.ts), as one Lingui instance per render.
 * Each area writes `pageWords(en, { hi: () => import('./locales/hi'), … })` in its `words.ts`, so a
 * page's chunk carries its own area's English and no other area's, and a page in Hindi or Gujarati
 * loads the shared chunk (`locale-hi`) and its area's (`locale-hi.<area>`), never another area's.
 */
export function pageWords(english: Messages, load: Languages): RemoteMessages {
  const both = (language: Exclude<Locale, 'en'>) => () =>
    Promise.all([formLanguages[language](), load[language]()]).then(([forms, area]) => ({
      messages: { ...forms.messages, ...area.messages },
    }));
  const page = remoteMessages({ ...formEnglish, ...english }, { hi: both('hi'), gu: both('gu') });
  // The contract's checks (formMessages) read the shared words alone: prepared with the page, so a
  // form checked in Hindi says its messages in Hindi (the chunk is the same one, fetched once).
  return { ...page, prepare: (locale) => Promise.all([page.prepare(locale), words.prepare(locale)]).then(() => undefined) };
}
