import type { FactOf, KnowledgeFact, KnowledgeFactKind } from 'shared/contracts';
import { stem, wordsOf } from './text-terms';
import type { CourseName, SubjectName } from './intents';

const GENERIC_LAB_WORDS = new Set(['lab', 'labs', 'smart', 'circle']);
/** Words of the plans' lines that name no feature (or name one too often used for other things). */
const PLAN_WORDS = new Set(
  'all one course lessons everything basic premium complete with when you your the for and every within day month weekly personal project parts home instant answers questions finish'.split(
    ' ',
  ),
);

/** The structured facts of every remote, grouped by kind, with the course names a question may use. */
export class FactBook {
  readonly size: number;
  private readonly byKind = new Map<KnowledgeFactKind, KnowledgeFact[]>();
  // Worked out once, on the first question: the facts never change inside one book.
  private subjects: SubjectName[] | undefined;
  private features: ReadonlySet<string> | undefined;
  private names: (CourseName & { readonly course: FactOf<'course'> })[] | undefined;

  constructor(facts: readonly KnowledgeFact[]) {
    for (const fact of facts) this.byKind.set(fact.kind, [...(this.byKind.get(fact.kind) ?? []), fact]);
    this.size = facts.length;
  }

  all<K extends KnowledgeFactKind>(kind: K): FactOf<K>[] {
    return (this.byKind.get(kind) ?? []) as FactOf<K>[];
  }

  first<K extends KnowledgeFactKind>(kind: K): FactOf<K> | undefined {
    return this.all(kind)[0];
  }

  /**
   * The subject of each lab, as stems: "Drone Lab" -> drone, "3D Printing Lab" -> 3d, print. Words
   * every lab shares ("lab", "smart", "circle") name no subject.
   */
  labSubjects(): SubjectName[] {
    this.subjects ??= this.all('lab').map((lab) => ({
      lab: lab.id,
      stems: wordsOf(lab.title)
        .filter((word) => !GENERIC_LAB_WORDS.has(word))
        .map((word) => stem(word)),
    }));
    return this.subjects;
  }

  /**
   * The words of what the platform's plans include ("certificate", "live", "recorded", "mentor",
   * "kit"), as stems, less the words every plan line uses.
   */
  platformFeatures(): ReadonlySet<string> {
    this.features ??= new Set(
      this.all('platform')
        .flatMap((platform) => platform.tiers.flatMap((tier) => tier.includes))
        .flatMap((line) => wordsOf(line))
        .filter((word) => word.length > 2 && !PLAN_WORDS.has(word))
        .map((word) => stem(word)),
    );
    return this.features;
  }

  /** "Drone Lab" -> "drone", "AI Smart Lab" -> "AI": the subject as a reply names it. */
  static subjectLabel(lab: FactOf<'lab'>): string {
    return lab.title
      .split(/\s+/)
      .filter((word) => !GENERIC_LAB_WORDS.has(word.toLowerCase()))
      .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()))
      .join(' ');
  }

  /** "iot" (from the id), "internet of things" (the title before its colon), "blockzie". */
  courseNames(): (CourseName & { readonly course: FactOf<'course'> })[] {
    this.names ??= this.all('course').map((course) => {
      const fromId = wordsOf(course.id.replace(/^course-/, ''));
      const fromTitle = wordsOf(course.title.split(':')[0] ?? '').filter((word) => word !== 'of' && word !== 'the');
      return { course, names: [fromId, fromTitle].filter((name) => name.length > 0) };
    });
    return this.names;
  }
}
