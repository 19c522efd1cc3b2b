import {
  KNOWLEDGE_TRANSLATIONS,
  parseKnowledgeFile,
  type KnowledgeFile,
  type KnowledgeTranslation,
  type ParseResult,
} from '../../contracts';
import { claimsIn, knowledgeOfPage, knowledgeText } from './page-claims';

/**
 * The checks every remote's knowledge passes before it is written: the contract's schema, ids unique
 * among entries and among facts (the gateway keys its index and its sources by them), and plain text
 * only (the widget shows replies as text; markup would be read out or shown raw). And each language
 * (`translationProblem`): Hindi and Gujarati present, the same ids, paths and kinds as the English, and
 * every number, range and date the English knowledge of a page states also stated in that language.
 * `exceptions` names the claims a remote knows a language writes otherwise, each as
 * "<locale> <path> <claim>" ("hi /privacy-policy number 4": the address's "4th Floor" is a word there).
 */
export function checkKnowledge(file: unknown, remote: string, exceptions: readonly string[] = []): ParseResult<KnowledgeFile> {
  const parsed = parseKnowledgeFile(JSON.parse(JSON.stringify(file)), `${remote} knowledge`);
  if (!parsed.ok) return parsed;
  const { entries, facts } = parsed.value;
  for (const [what, ids] of [
    ['entry', entries.map((entry) => entry.id)],
    ['fact', facts.map((fact) => fact.id)],
  ] as const) {
    const seen = new Set<string>();
    const twice = ids.find((id) => seen.size === seen.add(id).size);
    if (twice !== undefined) return { ok: false, error: `${remote} knowledge: ${what} id "${twice}" is used twice; ids must be unique.` };
  }
  const html = [parsed.value, ...parsed.value.translations].flatMap((set) => set.entries).find((entry) => /<[a-z/!]/i.test(entry.answer));
  if (html) return { ok: false, error: `${remote} knowledge: entry "${html.id}" holds markup; answers must be plain text.` };
  if (parsed.value.source !== remote) {
    return { ok: false, error: `${remote} knowledge: source is "${parsed.value.source}", expected "${remote}".` };
  }
  for (const locale of KNOWLEDGE_TRANSLATIONS) {
    const sets = parsed.value.translations.filter((set) => set.locale === locale);
    if (sets.length !== 1) return { ok: false, error: `${remote} knowledge: needs one "${locale}" translation, has ${sets.length}.` };
    const problem = translationProblem(parsed.value, sets[0] as KnowledgeTranslation, exceptions);
    if (problem) return { ok: false, error: `${remote} knowledge, ${locale}: ${problem}` };
  }
  return parsed;
}

const key = (item: { readonly id: string; readonly path: string }, kind = '') => `${kind}${item.id} ${item.path}`;

/**
 * What a language's set lacks against the English: an entry or fact (by id, path and kind), or a
 * number, range or date the English knowledge of a page states and the language's does not. Null
 * when it holds everything.
 */
export function translationProblem(
  english: Pick<KnowledgeFile, 'entries' | 'facts'>,
  translated: KnowledgeTranslation,
  exceptions: readonly string[] = [],
): string | null {
  for (const [what, ours, theirs] of [
    ['entry', english.entries.map((e) => key(e)), translated.entries.map((e) => key(e))],
    ['fact', english.facts.map((f) => key(f, `${f.kind} `)), translated.facts.map((f) => key(f, `${f.kind} `))],
  ] as const) {
    const missing = ours.find((id) => !theirs.includes(id));
    if (missing) return `the ${what} "${missing}" is missing (every English ${what}, by id, kind and path, is needed).`;
    const extra = theirs.find((id) => !ours.includes(id));
    if (extra) return `the ${what} "${extra}" has no English original.`;
  }
  const paths = [...new Set([...english.entries, ...english.facts].map((item) => item.path.split('#')[0] as string))];
  for (const path of paths) {
    const ours = claimsIn(knowledgeText(knowledgeOfPage(english, path)));
    const theirs = claimsIn(knowledgeText(knowledgeOfPage(translated, path)));
    const lacking = [
      ...[...ours.numbers].filter((n) => !theirs.numbers.has(n)).map((n) => `number ${n}`),
      ...[...ours.ranges].filter((r) => !theirs.ranges.has(r)).map((r) => `range ${r}`),
      ...[...ours.dates].filter((d) => !theirs.dates.has(d)).map((d) => `date ${d}`),
    ].filter((claim) => !exceptions.includes(`${translated.locale} ${path} ${claim}`));
    if (lacking.length) return `the knowledge of ${path} lacks ${lacking.join(', ')} that the English states.`;
  }
  return null;
}
