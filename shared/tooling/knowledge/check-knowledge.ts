import { parseKnowledgeFile, type KnowledgeFile, type ParseResult } from '../../contracts';

/**
 * The checks every remote's knowledge passes before it is written: the contract's schema, ids unique
 * among entries and among facts (the gateway keys its index and its sources by them), and plain text
 * only (the widget shows replies as text; markup would be read out or shown raw).
 */
export function checkKnowledge(file: unknown, remote: string): ParseResult<KnowledgeFile> {
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
  const html = entries.find((entry) => /<[a-z/!]/i.test(entry.answer));
  if (html) return { ok: false, error: `${remote} knowledge: entry "${html.id}" holds markup; answers must be plain text.` };
  if (parsed.value.source !== remote) {
    return { ok: false, error: `${remote} knowledge: source is "${parsed.value.source}", expected "${remote}".` };
  }
  return parsed;
}
