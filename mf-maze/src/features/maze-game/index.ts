export { MazeGame, type MazeGameProps } from './maze-game';
export { MAZE_PAGE_INTRO, mazePageMeta } from './maze-meta';
