import { mazePageMeta, MAZE_PAGE_INTRO } from './maze-meta';

describe('the robot maze page describes itself', () => {
  it('by its own introduction, with the spec move limit', () => {
    expect(MAZE_PAGE_INTRO).toBe(
      'Guide the robot from the bottom-left corner to the goal in the top-right corner in 20 moves or fewer, without hitting a wall.',
    );
    expect(mazePageMeta).toEqual({ status: 'ok', kind: 'website', description: expect.stringContaining(MAZE_PAGE_INTRO) });
  });

  it('in under 200 characters', () => {
    expect(mazePageMeta.description.length).toBeLessThan(200);
  });
});
