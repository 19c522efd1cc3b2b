import type { ParseResult } from './parse';

/**
 * What a remote publishes about itself for the chat assistant's offline mode. mf-content and
 * mf-contact write a `knowledge.json` of this shape next to their remoteEntry at build time; the chat
 * gateway loads those files from configured URLs, so the chat team never imports another remote.
 */
export const KNOWLEDGE_FILE = 'knowledge.json';
export const KNOWLEDGE_VERSION = 1;

export type KnowledgeTopic = 'course' | 'lab' | 'hours' | 'contact' | 'policy' | 'faq' | 'news' | 'page' | 'programme';

export interface KnowledgeEntry {
  /** Unique within its file, stable between builds. */
  readonly id: string;
  readonly topic: KnowledgeTopic;
  /** A short heading, as a visitor would name the thing ("IoT course", "Drone Lab"). */
  readonly title: string;
  /** Two to four plain-text sentences that answer questions about it. No HTML. */
  readonly answer: string;
  /** Site path (or absolute URL) of the page that says more. */
  readonly url: string;
  /** Extra words visitors use for it (synonyms, grades, prices as words). */
  readonly keywords: readonly string[];
}

export interface KnowledgeFile {
  readonly version: typeof KNOWLEDGE_VERSION;
  /** The remote that published the file. */
  readonly source: string;
  readonly entries: readonly KnowledgeEntry[];
}

const TOPICS: readonly KnowledgeTopic[] = ['course', 'lab', 'hours', 'contact', 'policy', 'faq', 'news', 'page', 'programme'];

export function parseKnowledgeFile(raw: unknown): ParseResult<KnowledgeFile> {
  if (typeof raw !== 'object' || raw === null) return { ok: false, error: 'knowledge file must be a JSON object' };
  const file = raw as Record<string, unknown>;
  if (file.version !== KNOWLEDGE_VERSION) return { ok: false, error: `knowledge file version must be ${KNOWLEDGE_VERSION}` };
  if (typeof file.source !== 'string' || !file.source) return { ok: false, error: 'knowledge file needs a "source"' };
  if (!Array.isArray(file.entries)) return { ok: false, error: 'knowledge file needs an "entries" array' };
  const entries: KnowledgeEntry[] = [];
  for (const [index, item] of file.entries.entries()) {
    const e = item as Record<string, unknown>;
    const strings = ['id', 'title', 'answer', 'url'] as const;
    const bad = strings.find((key) => typeof e?.[key] !== 'string' || !(e[key] as string).trim());
    if (bad) return { ok: false, error: `entries[${index}].${bad} must be a non-empty string` };
    if (!TOPICS.includes(e.topic as KnowledgeTopic)) return { ok: false, error: `entries[${index}].topic is not a known topic` };
    if (!Array.isArray(e.keywords) || e.keywords.some((k) => typeof k !== 'string')) {
      return { ok: false, error: `entries[${index}].keywords must be an array of strings` };
    }
    entries.push(e as unknown as KnowledgeEntry);
  }
  return { ok: true, value: { version: KNOWLEDGE_VERSION, source: file.source, entries } };
}
