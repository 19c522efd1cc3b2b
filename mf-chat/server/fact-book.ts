import type { FactOf, KnowledgeFact, KnowledgeFactKind } from 'shared/contracts';
import { wordsOf } from './text-terms';
import type { CourseName } from './intents';

/** The structured facts of every remote, grouped by kind, with the course names a question may use. */
export class FactBook {
  readonly size: number;
  private readonly byKind = new Map<KnowledgeFactKind, KnowledgeFact[]>();

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

  /** "iot" (from the id), "internet of things" (the title before its colon), "blockzie". */
  courseNames(): (CourseName & { readonly course: FactOf<'course'> })[] {
    return this.all('course').map((course) => {
      const fromId = wordsOf(course.id.replace(/^course-/, ''));
      const fromTitle = wordsOf(course.title.split(':')[0] ?? '').filter((word) => word !== 'of' && word !== 'the');
      return { course, names: [fromId, fromTitle].filter((name) => name.length > 0) };
    });
  }
}
