import type { MazeI18n } from '../../i18n';
import {
  ENGLISH,
  GRID_SIZE,
  MOVE_LIMIT,
  cellContent,
  isGoal,
  isOver,
  outcomeMessage,
  type Action,
  type Direction,
  type MazeState,
  type Position,
} from './maze-engine';

/**
 * The words of the game: what the screen shows and what the live region announces, in the language
 * of the `i18n` given (English by default, the spec's words). Rows and columns are counted from 1
 * (row 1 at the top), the way a child reads a grid aloud.
 */

export function directionName(direction: Direction, i18n: MazeI18n = ENGLISH): string {
  switch (direction) {
    case 0:
      return i18n._('direction.up');
    case 1:
      return i18n._('direction.right');
    case 2:
      return i18n._('direction.down');
    default:
      return i18n._('direction.left');
  }
}

export function movesLabel(moves: number, i18n: MazeI18n = ENGLISH): string {
  return i18n._('game.moves', { moves, limit: MOVE_LIMIT });
}

export function facingLabel(state: Pick<MazeState, 'direction'>, i18n: MazeI18n = ENGLISH): string {
  return i18n._('game.facing', { direction: directionName(state.direction, i18n) });
}

/** The text equivalent of one grid cell, e.g. "Row 1, column 5: goal". */
export function cellLabel(state: MazeState, cell: Position, i18n: MazeI18n = ENGLISH): string {
  const row = cell.y + 1;
  const column = cell.x + 1;
  const where = { row, column };
  switch (cellContent(state, cell)) {
    case 'robot': {
      const direction = directionName(state.direction, i18n);
      return isGoal(cell) ? i18n._('cell.robotOnGoal', { row, column, direction }) : i18n._('cell.robot', { row, column, direction });
    }
    case 'goal':
      return i18n._('cell.goal', where);
    case 'wall':
      return i18n._('cell.wall', where);
    case 'visited':
      return i18n._('cell.visited', where);
    default:
      return i18n._('cell.empty', where);
  }
}

/** All cells, row by row, for the board and its text equivalent. */
export function gridRows(): readonly (readonly Position[])[] {
  return Array.from({ length: GRID_SIZE }, (_, y) => Array.from({ length: GRID_SIZE }, (_, x) => ({ x, y })));
}

export function positionSentence(state: MazeState, i18n: MazeI18n = ENGLISH): string {
  return i18n._('announce.position', {
    row: state.y + 1,
    column: state.x + 1,
    direction: directionName(state.direction, i18n),
    moves: state.moves,
    limit: MOVE_LIMIT,
  });
}

function actionDone(action: Action, i18n: MazeI18n): string {
  if (action === 'forward') return i18n._('announce.forward');
  return action === 'left' ? i18n._('announce.left') : i18n._('announce.right');
}

/** The game's message now: the outcome, or before one the goal to reach. */
export function statusMessage(state: MazeState, i18n: MazeI18n = ENGLISH): string {
  return state.status === 'playing' ? i18n._('outcome.start', { limit: MOVE_LIMIT }) : outcomeMessage(state.status, i18n);
}

/**
 * What the polite live region says after an action: the outcome message first when there is one,
 * then where the robot is, which way it faces and the move count.
 */
export function announcement(before: MazeState, action: Action | 'reset', after: MazeState, i18n: MazeI18n = ENGLISH): string {
  if (action === 'reset') return `${i18n._('announce.reset')} ${positionSentence(after, i18n)}`;
  if (after === before && isOver(before)) return i18n._('announce.over', { outcome: statusMessage(before, i18n) });
  if (after.status === 'playing') return `${actionDone(action, i18n)} ${positionSentence(after, i18n)}`;
  const outcome = outcomeMessage(after.status, i18n);
  const lead = after.status === 'wall' || after.status === 'out-of-bounds' ? outcome : `${actionDone(action, i18n)} ${outcome}`;
  return `${lead} ${positionSentence(after, i18n)}`;
}
