export { ELEMENT_NAME, RobotMazeElement, defineRobotMaze, embedLocale, type DefineOptions } from './robot-maze-element';
export { scriptNonce } from './script-nonce';
