import type { Words } from 'shared/i18n';
import type { Locale, PageMeta } from 'shared/contracts';
import { platformPlans } from '../../data/platform';
import { countWord } from '../../lib/format';
import { websiteMeta } from '../../lib/page-meta';
import { waitlistWords } from './words';

/** "A, B and C" in the words' language ("A, B और C", "A, B અને C"). */
export function listIn(i18n: Words, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return i18n._('list.and', { head: items.slice(0, -1).join(', '), last: items.at(-1) });
}

/** /waitlist: the platform, its plans, and how to join, in the language. */
export function waitlistMeta(locale?: Locale): PageMeta {
  const i18n = waitlistWords.i18nFor(locale);
  return websiteMeta(
    i18n._('waitlist.description', {
      intro: i18n._('waitlist.intro'),
      count: platformPlans.length,
      countWord: countWord(platformPlans.length, { capital: true }),
      plans: listIn(
        i18n,
        platformPlans.map((plan) => plan.name),
      ),
    }),
  );
}
