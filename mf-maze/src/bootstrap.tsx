import { renderStandalone } from 'shared/standalone';

renderStandalone('mf-maze', [
  { path: '/', link: { href: '/', label: 'Robot Maze' }, load: () => import('./exposed/robot-maze-page') },
  { path: '/robot-maze', load: () => import('./exposed/robot-maze-page') },
]);
