import * as v from 'valibot';
import { parseWith, type ParseResult } from './parse';

/**
 * What a remote publishes about itself for the chat assistant. mf-content and mf-contact write a
 * `knowledge.json` of this shape next to their remoteEntry at build time (one emitter,
 * shared/tooling/knowledge); the chat gateway loads those files from configured URLs, so the chat team
 * never imports another remote.
 *
 * Two kinds of content: `entries` (short texts the offline search ranks) and `facts` (structured
 * data the gateway answers from exactly: the course for a grade, the hours of one day, the refund for
 * a number of days). Version 2 added `facts` and renamed an entry's `url` to `path`; version 3 added
 * the `lab` fact (what a school can set up, for which classes), so the assistant can say "no online
 * drone course, but a Drone Lab for schools". Version 4 (issue 39, point 8) publishes the same
 * knowledge in Hindi and Gujarati too (`translations`, one set per language, generated from the
 * translated page data: the same ids, paths and numbers, the visitor's words in that language) and
 * gives a course fact its rating and number of reviews.
 */
export const KNOWLEDGE_FILE = 'knowledge.json';
export const KNOWLEDGE_VERSION = 4;
/**
 * The versions a gateway reads: the current one and the one before it, so the remotes that publish
 * knowledge and the gateway that reads it can be released in either order. A version 3 file has no
 * translations (its facts are answered in English) and no course ratings (the gateway then says
 * nothing about a rating rather than guess).
 */
export const KNOWLEDGE_VERSIONS_READ = [3, KNOWLEDGE_VERSION] as const;
/** The languages a knowledge file translates its English entries and facts into. */
export const KNOWLEDGE_TRANSLATIONS = ['hi', 'gu'] as const;
export type KnowledgeTranslationLocale = (typeof KNOWLEDGE_TRANSLATIONS)[number];

const text = (what: string) => v.pipe(v.string(`${what} must be a string`), v.trim(), v.minLength(1, `${what} must not be empty`));

/** A path on this site ("/courses/iot", "/contact#faq"): answers link only inside the site. */
export const sitePath = v.pipe(
  v.string('must be a site path'),
  v.check((value) => value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value), 'must be a site path starting with "/"'),
);

export const KNOWLEDGE_TOPICS = ['course', 'lab', 'hours', 'contact', 'policy', 'faq', 'news', 'page', 'programme'] as const;
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number];

const entrySchema = v.object({
  /** Unique within its file, stable between builds. */
  id: text('id'),
  topic: v.picklist(KNOWLEDGE_TOPICS, 'must be a known topic'),
  /** A short heading, as a visitor would name the thing ("IoT course", "Drone Lab"). */
  title: text('title'),
  /** Two to four plain-text sentences that answer questions about it. No HTML. */
  answer: text('answer'),
  /** The page that says more. */
  path: sitePath,
  /** Extra words visitors use for it (synonyms, grades, prices as words). */
  keywords: v.pipe(v.array(v.string('must be a string'), 'must be an array of strings'), v.readonly()),
});

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const grade = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1), v.maxValue(12));
const base = { id: text('id'), title: text('title'), path: sitePath };

const factSchema = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('course'),
      ...base,
      gradeFrom: grade,
      gradeTo: grade,
      priceRupees: v.pipe(v.number(), v.minValue(0)),
      instructor: text('instructor'),
      duration: text('duration'),
      summary: text('summary'),
      /** Out of 5; null while the course has no reviews (its page says "No reviews yet"). */
      rating: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(5)))),
      reviews: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    }),
    v.object({
      kind: v.literal('lab'),
      ...base,
      /** The classes the lab is for. */
      gradeFrom: grade,
      gradeTo: grade,
      summary: text('summary'),
      teaches: v.pipe(v.array(v.string()), v.readonly()),
    }),
    v.object({
      kind: v.literal('hours'),
      ...base,
      /** How the page names the days ("Monday to Friday"). */
      label: text('label'),
      days: v.pipe(v.array(v.picklist(WEEKDAYS, 'must be a weekday in lower case')), v.readonly()),
      /** Both null when closed that day. */
      opens: v.nullable(text('opens')),
      closes: v.nullable(text('closes')),
    }),
    v.object({
      kind: v.literal('company'),
      ...base,
      name: text('name'),
      description: text('description'),
      foundedYear: v.pipe(v.number(), v.integer()),
      city: text('city'),
    }),
    v.object({ kind: v.literal('impact'), ...base, figures: v.array(v.object({ value: text('value'), label: text('label') })) }),
    v.object({ kind: v.literal('contact'), ...base, phone: text('phone'), email: text('email'), address: text('address') }),
    v.object({
      kind: v.literal('guide'),
      ...base,
      subject: v.picklist(['partnership', 'tour', 'registration', 'payment', 'privacy'], 'must be a known guide subject'),
      text: text('text'),
    }),
    v.object({
      kind: v.literal('refund'),
      ...base,
      /** Days before the start: `minDays` or more and at most `maxDays` (null: no upper end). */
      rules: v.array(
        v.object({
          minDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
          maxDays: v.nullable(v.pipe(v.number(), v.integer())),
          percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
        }),
      ),
      text: text('text'),
    }),
    v.object({
      kind: v.literal('platform'),
      ...base,
      launchDate: v.pipe(v.string(), v.isoDate('must be a date YYYY-MM-DD')),
      tiers: v.array(v.object({ name: text('name'), summary: text('summary'), includes: v.pipe(v.array(v.string()), v.readonly()) })),
    }),
  ],
  'must be a known kind of fact',
);

const translationSchema = v.object({
  locale: v.picklist(KNOWLEDGE_TRANSLATIONS, `must be one of ${KNOWLEDGE_TRANSLATIONS.join(', ')}`),
  /** The English entries and facts in this language: the same ids, paths and numbers. */
  entries: v.array(entrySchema, 'must be an array of entries'),
  facts: v.array(factSchema, 'must be an array of facts'),
});

export const knowledgeFileSchema = v.object({
  version: v.picklist(
    KNOWLEDGE_VERSIONS_READ,
    `must be ${KNOWLEDGE_VERSIONS_READ.join(' or ')} (this gateway reads knowledge versions ${KNOWLEDGE_VERSIONS_READ.join(' and ')})`,
  ),
  /** The remote that published the file. */
  source: text('source'),
  /** In English. */
  entries: v.array(entrySchema, 'must be an array of entries'),
  facts: v.array(factSchema, 'must be an array of facts'),
  /** One set per language of KNOWLEDGE_TRANSLATIONS (the emitter's check requires each). */
  translations: v.optional(v.array(translationSchema, 'must be an array of translations'), []),
});

export type KnowledgeEntry = v.InferOutput<typeof entrySchema>;
export type KnowledgeFact = v.InferOutput<typeof factSchema>;
export type KnowledgeFactKind = KnowledgeFact['kind'];
export type FactOf<K extends KnowledgeFactKind> = Extract<KnowledgeFact, { kind: K }>;
export type KnowledgeFile = v.InferOutput<typeof knowledgeFileSchema>;
export type KnowledgeTranslation = v.InferOutput<typeof translationSchema>;

export function parseKnowledgeFile(raw: unknown, what = KNOWLEDGE_FILE): ParseResult<KnowledgeFile> {
  return parseWith(knowledgeFileSchema, raw, what);
}
