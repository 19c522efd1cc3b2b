export { MazeGame, type MazeGameProps } from './maze-game';
