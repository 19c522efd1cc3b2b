// Entry of the standalone script robot-maze.js (built without federation, React bundled): partner
// pages load it with one <script> tag and use <robot-maze></robot-maze>. The nonce is read now, while
// this script runs: document.currentScript is gone once it has.
import { defineRobotMaze, scriptNonce } from './features/partner-embed';

defineRobotMaze({ nonce: scriptNonce() });
