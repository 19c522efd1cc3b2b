/**
 * Checks a model's reply before a visitor sees it: every number (prices, dates, figures), e-mail
 * address and absolute link in it must appear in the facts the gateway supplied, and links must stay
 * on the site. A reply that fails is replaced by the offline answer. Single-pass patterns only.
 */
const NUMBER = /\d[\d,.:]*/g;
const URL_LIKE = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]]+/gi;

const normalNumber = (raw: string) => raw.replace(/[.,:]+$/, '').replace(/,/g, '');

export function numbersIn(text: string): Set<string> {
  return new Set((text.match(NUMBER) ?? []).map(normalNumber).filter(Boolean));
}

/** Words with an @ and a dot after it: e-mail addresses, by a split rather than a pattern. */
export function emailsIn(text: string): Set<string> {
  return new Set(
    text
      .split(/[\s<>()[\]"',;]+/)
      .map((word) => word.replace(/[.:!?]+$/, '').toLowerCase())
      .filter((word) => word.indexOf('@') > 0 && word.lastIndexOf('.') > word.indexOf('@')),
  );
}

export type ReplyProblem = 'number' | 'email' | 'link';

export function checkReply(reply: string, facts: string, siteOrigins: readonly string[]): ReplyProblem | null {
  const known = numbersIn(facts);
  if ([...numbersIn(reply)].some((n) => !known.has(n))) return 'number';
  const knownEmails = emailsIn(facts);
  if ([...emailsIn(reply)].some((e) => !knownEmails.has(e))) return 'email';
  const hosts = new Set(siteOrigins.map((origin) => new URL(origin).host));
  for (const link of reply.match(URL_LIKE) ?? []) {
    try {
      const url = new URL(link.startsWith('www.') ? `https://${link}` : link);
      if (!hosts.has(url.host)) return 'link';
    } catch {
      return 'link';
    }
  }
  return null;
}
