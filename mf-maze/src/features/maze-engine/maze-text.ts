import {
  DIRECTION_NAMES,
  GRID_SIZE,
  MOVE_LIMIT,
  cellContent,
  isGoal,
  isOver,
  type Action,
  type MazeState,
  type Position,
} from './maze-engine';

/**
 * The words of the game: what the screen shows and what the live region announces. Rows and columns
 * are counted from 1 (row 1 at the top), the way a child reads a grid aloud.
 */

export function movesLabel(moves: number): string {
  return `Moves: ${moves} / ${MOVE_LIMIT}`;
}

export function rowColumn({ x, y }: Position): string {
  return `row ${y + 1}, column ${x + 1}`;
}

export function facingLabel(state: Pick<MazeState, 'direction'>): string {
  return `facing ${DIRECTION_NAMES[state.direction]}`;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The text equivalent of one grid cell, e.g. "Row 1, column 5: goal". */
export function cellLabel(state: MazeState, cell: Position): string {
  const where = capitalise(rowColumn(cell));
  switch (cellContent(state, cell)) {
    case 'robot':
      return `${where}: robot ${facingLabel(state)}${isGoal(cell) ? ', on the goal' : ''}`;
    case 'goal':
      return `${where}: goal`;
    case 'wall':
      return `${where}: wall`;
    case 'visited':
      return `${where}: visited`;
    default:
      return `${where}: empty`;
  }
}

/** All cells, row by row, for the board and its text equivalent. */
export function gridRows(): readonly (readonly Position[])[] {
  return Array.from({ length: GRID_SIZE }, (_, y) => Array.from({ length: GRID_SIZE }, (_, x) => ({ x, y })));
}

export function positionSentence(state: MazeState): string {
  return `Robot at ${rowColumn(state)}, ${facingLabel(state)}. Moves: ${state.moves} of ${MOVE_LIMIT}.`;
}

const ACTION_DONE: Record<Action, string> = {
  forward: 'Moved forward.',
  left: 'Turned left.',
  right: 'Turned right.',
};

/**
 * What the polite live region says after an action: the outcome message first when there is one,
 * then where the robot is, which way it faces and the move count.
 */
export function announcement(before: MazeState, action: Action | 'reset', after: MazeState): string {
  if (action === 'reset') return `Maze reset. ${positionSentence(after)}`;
  if (after === before && isOver(before)) return `The game is over. ${before.message ?? ''} Press Reset to play again.`.replace('  ', ' ');
  if (after.message) {
    const lead = after.status === 'wall' || after.status === 'out-of-bounds' ? after.message : `${ACTION_DONE[action]} ${after.message}`;
    return `${lead} ${positionSentence(after)}`;
  }
  return `${ACTION_DONE[action]} ${positionSentence(after)}`;
}
