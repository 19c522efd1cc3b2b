// Entry of the standalone script robot-maze.js (built without federation, React bundled): partner
// pages load it with one <script> tag and use <robot-maze></robot-maze>.
import { defineRobotMaze } from './app/robot-maze-element';

defineRobotMaze();
