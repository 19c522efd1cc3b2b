import type { PageMeta } from 'shared/contracts';
import type { MazeI18n } from '../../i18n';
import { ENGLISH, MOVE_LIMIT } from '../maze-engine';

/** The /robot-maze page's introduction, which is also what sharers and search engines read about it. */
export function mazePageIntro(i18n: MazeI18n = ENGLISH): string {
  return i18n._('page.intro', { limit: MOVE_LIMIT });
}

/** What sharers and search engines read about the page, in the language of `i18n`. */
export function mazeMeta(i18n: MazeI18n = ENGLISH): PageMeta {
  return { status: 'ok', kind: 'website', description: i18n._('page.description', { intro: mazePageIntro(i18n) }) };
}

export const MAZE_PAGE_INTRO = mazePageIntro();
export const mazePageMeta: PageMeta = mazeMeta();
