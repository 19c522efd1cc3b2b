import { WINNING_ROUTE, applyAction, applyActions, createInitialState } from './maze-engine';
import { announcement, cellLabel, gridRows, movesLabel, positionSentence } from './maze-text';

describe('maze text', () => {
  it('shows the move count as "Moves: n / 20"', () => {
    expect(movesLabel(0)).toBe('Moves: 0 / 20');
    expect(movesLabel(20)).toBe('Moves: 20 / 20');
  });

  it('labels cells with row, column (from 1, top-left) and content', () => {
    const state = createInitialState();
    expect(cellLabel(state, { x: 0, y: 4 })).toBe('Row 5, column 1: robot facing up');
    expect(cellLabel(state, { x: 4, y: 0 })).toBe('Row 1, column 5: goal');
    expect(cellLabel(state, { x: 1, y: 1 })).toBe('Row 2, column 2: wall');
    expect(cellLabel(state, { x: 2, y: 2 })).toBe('Row 3, column 3: empty');
    const moved = applyAction(state, 'forward');
    expect(cellLabel(moved, { x: 0, y: 4 })).toBe('Row 5, column 1: visited');
  });

  it('says when the robot stands on the goal', () => {
    const won = applyActions(createInitialState(), WINNING_ROUTE);
    expect(cellLabel(won, { x: 4, y: 0 })).toBe('Row 1, column 5: robot facing right, on the goal');
  });

  it('lists 5 rows of 5 cells, top row first', () => {
    const rows = gridRows();
    expect(rows).toHaveLength(5);
    expect(rows[0]![4]).toEqual({ x: 4, y: 0 });
    expect(rows.flat()).toHaveLength(25);
  });

  it('announces position, facing and moves after each action', () => {
    const start = createInitialState();
    const moved = applyAction(start, 'forward');
    expect(announcement(start, 'forward', moved)).toBe('Moved forward. Robot at row 4, column 1, facing up. Moves: 1 of 20.');
    const turned = applyAction(moved, 'left');
    expect(announcement(moved, 'left', turned)).toBe('Turned left. Robot at row 4, column 1, facing left. Moves: 2 of 20.');
    expect(announcement(turned, 'reset', start)).toBe(`Maze reset. ${positionSentence(start)}`);
  });

  it('announces outcomes with their exact message first', () => {
    const facingWall = applyActions(createInitialState(), ['forward', 'right']);
    const crashed = applyAction(facingWall, 'forward');
    expect(announcement(facingWall, 'forward', crashed)).toBe(
      'Crashed into a wall! Robot at row 4, column 1, facing right. Moves: 2 of 20.',
    );
    const almost = applyActions(createInitialState(), WINNING_ROUTE.slice(0, -1));
    const won = applyAction(almost, 'forward');
    expect(announcement(almost, 'forward', won)).toBe(
      'Moved forward. Success! The robot reached the goal! Robot at row 1, column 5, facing right. Moves: 9 of 20.',
    );
    expect(announcement(won, 'left', won)).toBe('The game is over. Success! The robot reached the goal! Press Reset to play again.');
  });
});
