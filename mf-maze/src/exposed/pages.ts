import { page } from 'shared/contracts';

/** The pages mf-maze serves, published as pages.json by its build (the shell routes by it). */
export const pages = {
  robotMaze: page('/robot-maze', 'RobotMazePage', 'Robot Maze', {
    labels: { hi: 'रोबोट भूलभुलैया', gu: 'રોબોટ મેઝ' },
    // The chunk of words its `prepare(locale)` loads in Hindi and Gujarati (PageDescription.words).
    words: ['locale'],
  }),
};
