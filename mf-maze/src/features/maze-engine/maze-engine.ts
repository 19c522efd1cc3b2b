/**
 * The robot maze rules, with no React and no DOM: the site page, program mode and the standalone
 * <robot-maze> element all play through these functions, so the rules exist exactly once.
 *
 * Coordinates: x is the column (0 left .. 4 right), y is the row (0 top .. 4 bottom).
 * Directions: 0 up, 1 right, 2 down, 3 left (clockwise, so a right turn is +1).
 */

import type { Words } from 'shared/i18n';
import { words, type MazeI18n } from '../../i18n';

export type Direction = 0 | 1 | 2 | 3;

export interface Position {
  readonly x: number;
  readonly y: number;
}

export type Action = 'forward' | 'left' | 'right';

/** How a game ended, or 'playing' while it has not. */
export type Status = 'playing' | 'out-of-bounds' | 'wall' | 'goal' | 'move-limit';

export interface MazeState extends Position {
  readonly direction: Direction;
  /** Accepted actions since the last reset (turns included, crashes excluded). */
  readonly moves: number;
  readonly status: Status;
  /** The outcome message in English, word for word from the spec; null while playing (screens show `outcomeMessage` in their language). */
  readonly message: string | null;
  /** Every cell the robot has stood on since the last reset, start first (the drawn path). */
  readonly path: readonly Position[];
  /** The cell a crashing forward move tried to enter (outside the grid for out of bounds). */
  readonly crashedInto: Position | null;
}

export const GRID_SIZE = 5;
export const MOVE_LIMIT = 20;
export const START: Position & { readonly direction: Direction } = { x: 0, y: 4, direction: 0 };
export const GOAL: Position = { x: 4, y: 0 };
export const WALLS: readonly Position[] = [
  { x: 1, y: 1 },
  { x: 2, y: 1 },
  { x: 3, y: 1 },
  { x: 3, y: 2 },
  { x: 1, y: 3 },
];

/** The maze's words in English: the spec's messages the engine records, and every text function's default. */
export const ENGLISH: Words = words.i18nFor('en');

/** An outcome's message in a language; in English, word for word from the spec. */
export function outcomeMessage(status: Exclude<Status, 'playing'>, i18n: MazeI18n = ENGLISH): string {
  switch (status) {
    case 'out-of-bounds':
      return i18n._('outcome.outOfBounds');
    case 'wall':
      return i18n._('outcome.wall');
    case 'goal':
      return i18n._('outcome.goal');
    default:
      return i18n._('outcome.moveLimit');
  }
}

export const MESSAGES = {
  'out-of-bounds': outcomeMessage('out-of-bounds'),
  wall: outcomeMessage('wall'),
  goal: outcomeMessage('goal'),
  'move-limit': outcomeMessage('move-limit'),
} as const satisfies Record<Exclude<Status, 'playing'>, string>;

/** One step in each direction, indexed by Direction. */
const STEP: readonly Position[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
];

export function isInside({ x, y }: Position): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < GRID_SIZE && y < GRID_SIZE;
}

export function isWall({ x, y }: Position): boolean {
  return WALLS.some((wall) => wall.x === x && wall.y === y);
}

export function isGoal({ x, y }: Position): boolean {
  return x === GOAL.x && y === GOAL.y;
}

export function samePosition(a: Position, b: Position): boolean {
  return a.x === b.x && a.y === b.y;
}

export function cellAhead(position: Position, direction: Direction): Position {
  const step = STEP[direction] as Position;
  return { x: position.x + step.x, y: position.y + step.y };
}

export function turn(direction: Direction, action: 'left' | 'right'): Direction {
  return ((direction + (action === 'right' ? 1 : 3)) % 4) as Direction;
}

export function createInitialState(): MazeState {
  return {
    x: START.x,
    y: START.y,
    direction: START.direction,
    moves: 0,
    status: 'playing',
    message: null,
    path: [{ x: START.x, y: START.y }],
    crashedInto: null,
  };
}

/**
 * A game part-way through, for tests and puzzles: the robot at any free cell, any direction, any
 * number of moves already made (fewer than the limit).
 */
export function createStateAt(position: Position, direction: Direction, moves = 0): MazeState {
  if (!isInside(position) || isWall(position)) throw new RangeError(`(${position.x}, ${position.y}) is not a free cell`);
  if (!Number.isInteger(moves) || moves < 0 || moves >= MOVE_LIMIT) throw new RangeError(`moves must be 0..${MOVE_LIMIT - 1}`);
  return { ...createInitialState(), x: position.x, y: position.y, direction, moves, path: [{ x: position.x, y: position.y }] };
}

export function isOver(state: MazeState): boolean {
  return state.status !== 'playing';
}

function end(state: MazeState, status: Exclude<Status, 'playing'>, crashedInto: Position | null = null): MazeState {
  return { ...state, status, message: MESSAGES[status], crashedInto };
}

/**
 * Applies one action. After an outcome every action is refused: the same state object comes back, so
 * a caller can tell "nothing happened" by identity.
 *
 * Decision: the goal is checked before the move limit, so a forward move that reaches the goal as the
 * 20th move wins. Reaching the goal is what the child was asked to do, and the limit only says "no
 * further moves"; the 20th move is still within the limit.
 */
export function applyAction(state: MazeState, action: Action): MazeState {
  if (isOver(state)) return state;
  if (action === 'left' || action === 'right') {
    const turned: MazeState = { ...state, direction: turn(state.direction, action), moves: state.moves + 1 };
    return turned.moves >= MOVE_LIMIT ? end(turned, 'move-limit') : turned;
  }
  const target = cellAhead(state, state.direction);
  // A crash is not a move: the robot stays put and the count does not change.
  if (!isInside(target)) return end(state, 'out-of-bounds', target);
  if (isWall(target)) return end(state, 'wall', target);
  const moved: MazeState = { ...state, x: target.x, y: target.y, moves: state.moves + 1, path: [...state.path, target] };
  if (isGoal(target)) return end(moved, 'goal');
  return moved.moves >= MOVE_LIMIT ? end(moved, 'move-limit') : moved;
}

/** Plays actions in order from a state; actions after an outcome are refused like any other. */
export function applyActions(state: MazeState, actions: readonly Action[]): MazeState {
  return actions.reduce(applyAction, state);
}

/** What occupies a cell, for drawing it and for its text label. */
export type CellContent = 'robot' | 'goal' | 'wall' | 'visited' | 'empty';

export function cellContent(state: MazeState, cell: Position): CellContent {
  if (samePosition(state, cell)) return 'robot';
  if (isGoal(cell)) return 'goal';
  if (isWall(cell)) return 'wall';
  if (state.path.some((visited) => samePosition(visited, cell))) return 'visited';
  return 'empty';
}

/** A shortest winning route from the start (9 moves): up the left edge, turn right, along the top. */
export const WINNING_ROUTE: readonly Action[] = [
  'forward',
  'forward',
  'forward',
  'forward',
  'right',
  'forward',
  'forward',
  'forward',
  'forward',
];
