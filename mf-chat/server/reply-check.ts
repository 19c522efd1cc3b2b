import { normaliseText } from './normalise';

/**
 * Checks a model's reply before a visitor sees it: every number (prices, dates, figures, in digits of
 * any script or spelled out), e-mail address, link and domain in it must appear in the facts the
 * gateway supplied, and links must stay on the site. Reply and facts are read through the same
 * normalisation as questions first, so full-width "＠" or "．", Devanagari digits ("₹९९९") and
 * zero-width characters inside a domain are caught as what they look like. A reply that fails is
 * replaced by the offline answer. Single-pass patterns only.
 */
const NUMBER = /\d[\d,.:]*/g;
const URL_LIKE = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]]+/gi;
/** Bare domains ("evil.example/pay") and protocol-relative ones ("//evil.example"): labels, a dot, letters. */
const DOMAIN = /(?<![\w@.-])(?:[a-z0-9](?:[a-z0-9-]{0,62})\.)+[a-z]{2,24}(?![\w@-])/gi;

/** Number words: a model that writes "nine hundred ninety-nine rupees" states a price all the same. */
const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  hundred: 100, thousand: 1000, lakh: 100000, lakhs: 100000, crore: 10000000, crores: 10000000,
  million: 1000000, billion: 1000000000, dozen: 12, half: 0.5,
}; // prettier-ignore

const normalNumber = (raw: string) => raw.replace(/[.,:]+$/, '').replace(/,/g, '');

export function numbersIn(text: string): Set<string> {
  return new Set((normaliseText(text).match(NUMBER) ?? []).map(normalNumber).filter(Boolean));
}

/** The number words of a text, lower case. */
export function numberWordsIn(text: string): Set<string> {
  return new Set(
    normaliseText(text)
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word in NUMBER_WORDS),
  );
}

/** Words with an @ and a dot after it: e-mail addresses, by a split rather than a pattern. */
export function emailsIn(text: string): Set<string> {
  return new Set(
    normaliseText(text)
      .split(/[\s<>()[\]"',;]+/)
      .map((word) => word.replace(/[.:!?]+$/, '').toLowerCase())
      .filter((word) => word.indexOf('@') > 0 && word.lastIndexOf('.') > word.indexOf('@')),
  );
}

/** Domains named anywhere, outside e-mail addresses: "evil.example", "//evil.example/pay", "www.x.in". */
export function domainsIn(text: string): Set<string> {
  return new Set((normaliseText(text).match(DOMAIN) ?? []).map((domain) => domain.toLowerCase()));
}

export type ReplyProblem = 'number' | 'email' | 'link' | 'domain';

export function checkReply(reply: string, facts: string, siteOrigins: readonly string[]): ReplyProblem | null {
  const known = numbersIn(facts);
  if ([...numbersIn(reply)].some((n) => !known.has(n))) return 'number';
  const knownWords = numberWordsIn(facts);
  const spelled = [...numberWordsIn(reply)].some((word) => !knownWords.has(word) && !known.has(String(NUMBER_WORDS[word])));
  if (spelled) return 'number';
  const knownEmails = emailsIn(facts);
  if ([...emailsIn(reply)].some((e) => !knownEmails.has(e))) return 'email';
  const text = normaliseText(reply);
  const hosts = new Set(siteOrigins.map((origin) => new URL(origin).host));
  for (const link of text.match(URL_LIKE) ?? []) {
    try {
      const url = new URL(link.startsWith('www.') ? `https://${link}` : link);
      if (!hosts.has(url.host)) return 'link';
    } catch {
      return 'link';
    }
  }
  // A domain is allowed only as the site's own host or as published in the facts (the e-mail's domain).
  const siteNames = siteOrigins.map((origin) => new URL(origin).hostname);
  const knownDomains = new Set([...siteNames, ...domainsIn(facts), ...[...knownEmails].map((e) => e.slice(e.indexOf('@') + 1))]);
  if ([...domainsIn(text)].some((domain) => !knownDomains.has(domain) && !knownDomains.has(domain.replace(/^www\./, '')))) return 'domain';
  return null;
}
