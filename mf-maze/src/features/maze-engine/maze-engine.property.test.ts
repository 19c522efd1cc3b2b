import fc from 'fast-check';
import {
  MESSAGES,
  MOVE_LIMIT,
  applyAction,
  createInitialState,
  isGoal,
  isInside,
  isWall,
  type Action,
  type MazeState,
} from './maze-engine';

type Step = Action | 'reset';

/** Everything that must hold for any state the engine can produce; returns what is wrong, or null. */
function problemWith(state: MazeState): string | null {
  if (!isInside(state)) return 'robot outside the grid';
  if (isWall(state)) return 'robot inside a wall';
  if (![0, 1, 2, 3].includes(state.direction)) return `bad direction ${state.direction}`;
  if (!Number.isInteger(state.moves) || state.moves < 0 || state.moves > MOVE_LIMIT) return `bad move count ${state.moves}`;
  if (state.status === 'playing') {
    if (state.message !== null) return 'message while playing';
    if (state.moves >= MOVE_LIMIT) return 'still playing at the limit';
    if (isGoal(state)) return 'still playing on the goal';
  } else if (state.message !== MESSAGES[state.status]) return `wrong message for ${state.status}`;
  if (state.status === 'goal' && !isGoal(state)) return 'won away from the goal';
  if (state.status === 'move-limit' && state.moves !== MOVE_LIMIT) return 'limit before 20 moves';
  // The path is a chain of neighbouring free cells that ends where the robot stands.
  const last = state.path[state.path.length - 1];
  if (!last || last.x !== state.x || last.y !== state.y) return 'path does not end at the robot';
  for (let i = 0; i < state.path.length; i++) {
    const cell = state.path[i]!;
    if (!isInside(cell) || isWall(cell)) return 'path crosses a wall or the edge';
    const previous = state.path[i - 1];
    if (previous && Math.abs(cell.x - previous.x) + Math.abs(cell.y - previous.y) !== 1) return 'path jumps';
  }
  return null;
}

describe('random action sequences (property)', () => {
  const step = fc.constantFrom<Step>('forward', 'left', 'right', 'reset');

  it('never leave the state invalid, and count exactly the accepted actions', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        let state = createInitialState();
        let accepted = 0;
        for (const s of steps) {
          const before = state;
          if (s === 'reset') {
            state = createInitialState();
            accepted = 0;
          } else {
            state = applyAction(state, s);
            if (before.status !== 'playing') {
              if (state !== before) return false;
            } else if (state.status !== 'wall' && state.status !== 'out-of-bounds') accepted += 1;
            else if (state.moves !== before.moves) return false;
          }
          const problem = problemWith(state);
          if (problem) throw new Error(`${problem} after ${steps.join(', ')}`);
          if (state.moves !== accepted) return false;
        }
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it('never change a finished game until reset', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Action>('forward', 'left', 'right'), { minLength: 1, maxLength: 60 }), (actions) => {
        let state = createInitialState();
        let finished: MazeState | null = null;
        for (const action of actions) {
          state = applyAction(state, action);
          if (finished && state !== finished) return false;
          if (!finished && state.status !== 'playing') finished = state;
        }
        return true;
      }),
      { numRuns: 1000 },
    );
  });
});
