export { ELEMENT_NAME, RobotMazeElement, defineRobotMaze, type DefineOptions } from './robot-maze-element';
export { scriptNonce } from './script-nonce';
