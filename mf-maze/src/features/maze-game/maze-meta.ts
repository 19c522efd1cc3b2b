import type { PageMeta } from 'shared/contracts';
import { MOVE_LIMIT } from '../maze-engine';

/** The /robot-maze page's introduction, which is also what sharers and search engines read about it. */
export const MAZE_PAGE_INTRO = `Guide the robot from the bottom-left corner to the goal in the top-right corner in ${MOVE_LIMIT} moves or fewer, without hitting a wall.`;

export const mazePageMeta: PageMeta = {
  status: 'ok',
  kind: 'website',
  description: `${MAZE_PAGE_INTRO} Play step by step, or plan the whole route as a program first.`,
};
