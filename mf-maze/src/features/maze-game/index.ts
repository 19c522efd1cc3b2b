export { MazeGame, type MazeGameProps } from './maze-game';
export { MAZE_PAGE_INTRO, mazeMeta, mazePageIntro, mazePageMeta } from './maze-meta';
