const { createFederatedConfig } = require('shared/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_maze',
  portKey: 'mf_maze',
  pageTitle: 'Robot Maze | RoboMinds',
  exposes: { './RobotMazePage': './src/exposed/robot-maze-page.tsx' },
});
