import type { BlogPost, Course, Lab, LabLocation, NewsSummary } from '../data/types';
import type { Programme } from '../data/programmes';
import type { PlatformPlan } from '../data/platform';
import type { ImpactFigure } from '../data/impact';
import type { HomeCard } from '../data/home';
import type { LegalSection } from '../data/legal';

/**
 * Everything mf-content's pages show, as the data modules hold it: the input of the knowledge builder
 * (build-knowledge.ts for entries, content-facts.ts for facts). Its own module, so the two builders
 * import it and not each other.
 */
export interface KnowledgeInput {
  readonly courses: readonly Course[];
  readonly labs: readonly Lab[];
  readonly labLocations: readonly LabLocation[];
  readonly news: readonly NewsSummary[];
  /** Article bodies by id (HTML, as the article page renders it). */
  readonly newsContent: Readonly<Record<string, string>>;
  readonly blog: readonly BlogPost[];
  readonly programmes: readonly Programme[];
  readonly platform: {
    readonly launchDate: string;
    readonly plans: readonly PlatformPlan[];
    /** What a family hears after joining the waitlist. */
    readonly reply: string;
  };
  readonly home: {
    readonly collaborations: readonly HomeCard[];
    readonly trainings: readonly HomeCard[];
    readonly getStarted: readonly { readonly who: string; readonly text: string; readonly link: { readonly href: string } }[];
    /** The headlines the home page shows. */
    readonly featuredNews: readonly NewsSummary[];
  };
  readonly about: {
    readonly mission: string;
    readonly vision: string;
    readonly story: readonly string[];
    readonly values: readonly { readonly name: string; readonly text: string }[];
    readonly testimonials: readonly { readonly quote: string; readonly name: string; readonly role: string }[];
    readonly partners: readonly { readonly name: string; readonly what: string }[];
    readonly impact: readonly ImpactFigure[];
    readonly foundedYear: number;
  };
  readonly anganwadi: {
    readonly intro: string;
    /** Why it starts before school. */
    readonly why: string;
    readonly corner: readonly { readonly name: string; readonly text: string }[];
    readonly steps: readonly string[];
    readonly facts: readonly { readonly value: string; readonly label: string }[];
  };
  readonly legal: {
    /** Each page has its own "Last updated" date. */
    readonly privacy: { readonly updated: string; readonly sections: readonly LegalSection[] };
    readonly terms: { readonly updated: string; readonly sections: readonly LegalSection[] };
  };
}
