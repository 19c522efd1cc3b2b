import {
  GOAL,
  GRID_SIZE,
  MESSAGES,
  MOVE_LIMIT,
  START,
  WALLS,
  WINNING_ROUTE,
  applyAction,
  applyActions,
  cellAhead,
  cellContent,
  createInitialState,
  createStateAt,
  isWall,
  turn,
  type Action,
  type Direction,
  type MazeState,
  type Position,
} from './maze-engine';

// The spec's layout written out independently of the engine's WALLS list, so a typo in one shows up.
// Row strings, y = 0 at the top: S start, G goal, # wall.
const LAYOUT = ['....G', '.###.', '...#.', '.#...', 'S....'];
const at = ({ x, y }: Position) => (y >= 0 && y < 5 && x >= 0 && x < 5 ? LAYOUT[y]!.charAt(x) : 'out');
const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3];
const DELTAS: Record<Direction, [number, number]> = { 0: [0, -1], 1: [1, 0], 2: [0, 1], 3: [-1, 0] };
const allCells: Position[] = Array.from({ length: 25 }, (_, i) => ({ x: i % 5, y: Math.floor(i / 5) }));
const freeCells = allCells.filter((cell) => at(cell) !== '#');

describe('the maze layout', () => {
  it('is the spec layout: 5x5, start (0,4) facing up, goal (4,0), five walls, limit 20', () => {
    expect(GRID_SIZE).toBe(5);
    expect(MOVE_LIMIT).toBe(20);
    expect(START).toEqual({ x: 0, y: 4, direction: 0 });
    expect(GOAL).toEqual({ x: 4, y: 0 });
    expect([...WALLS].sort((a, b) => a.x - b.x || a.y - b.y)).toEqual([
      { x: 1, y: 1 },
      { x: 1, y: 3 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
      { x: 3, y: 2 },
    ]);
    for (const cell of allCells) expect(isWall(cell)).toBe(at(cell) === '#');
  });

  it('starts at the bottom-left facing up with no moves and no message', () => {
    expect(createInitialState()).toEqual({
      x: 0,
      y: 4,
      direction: 0,
      moves: 0,
      status: 'playing',
      message: null,
      path: [{ x: 0, y: 4 }],
      crashedInto: null,
    });
  });

  it('labels every cell with its content', () => {
    const state = createInitialState();
    for (const cell of allCells) {
      const expected = { S: 'robot', G: 'goal', '#': 'wall', '.': 'empty' }[at(cell)];
      expect(cellContent(state, cell)).toBe(expected);
    }
  });
});

describe('turning', () => {
  it('turns a quarter turn each way from every direction', () => {
    expect(DIRECTIONS.map((d) => turn(d, 'right'))).toEqual([1, 2, 3, 0]);
    expect(DIRECTIONS.map((d) => turn(d, 'left'))).toEqual([3, 0, 1, 2]);
  });

  it.each(freeCells.flatMap((cell) => DIRECTIONS.flatMap((d) => (['left', 'right'] as const).map((a) => [cell.x, cell.y, d, a] as const))))(
    'at (%i,%i) facing %i, %s turns in place and counts one move',
    (x, y, direction, action) => {
      const state = createStateAt({ x, y }, direction, 3);
      const next = applyAction(state, action);
      expect(next).toMatchObject({ x, y, moves: 4, direction: (direction + (action === 'right' ? 1 : 3)) % 4 });
      expect(next.status).toBe('playing');
      expect(next.path).toEqual(state.path);
    },
  );
});

describe('moving forward from every free cell in every direction', () => {
  const cases = freeCells.flatMap((cell) => DIRECTIONS.map((d) => [cell.x, cell.y, d] as const));
  it.each(cases)('from (%i,%i) facing %i', (x, y, direction) => {
    const [dx, dy] = DELTAS[direction];
    const target = { x: x + dx, y: y + dy };
    const state = createStateAt({ x, y }, direction, 5);
    const next = applyAction(state, 'forward');
    expect(cellAhead({ x, y }, direction)).toEqual(target);
    switch (at(target)) {
      case 'out':
        expect(next).toEqual({ ...state, status: 'out-of-bounds', message: 'Crashed! Out of bounds.', crashedInto: target });
        break;
      case '#':
        expect(next).toEqual({ ...state, status: 'wall', message: 'Crashed into a wall!', crashedInto: target });
        break;
      case 'G':
        expect(next).toMatchObject({ ...target, moves: 6, status: 'goal', message: 'Success! The robot reached the goal!' });
        break;
      default:
        expect(next).toEqual({ ...state, ...target, moves: 6, path: [{ x, y }, target] });
    }
  });
});

describe('outcomes', () => {
  it('wins by the shortest route in 9 moves', () => {
    const end = applyActions(createInitialState(), WINNING_ROUTE);
    expect(end).toMatchObject({ x: 4, y: 0, direction: 1, moves: 9, status: 'goal', message: MESSAGES.goal });
    expect(end.path).toHaveLength(9);
  });

  it('wins by the other corner too (10 moves)', () => {
    const route: Action[] = ['right', 'forward', 'forward', 'forward', 'forward', 'left', 'forward', 'forward', 'forward', 'forward'];
    expect(applyActions(createInitialState(), route)).toMatchObject({ x: 4, y: 0, moves: 10, status: 'goal' });
  });

  it('finds no route shorter than 9 moves and a route well within 20 (breadth-first search)', () => {
    const key = (s: MazeState) => `${s.x},${s.y},${s.direction}`;
    let frontier = [createInitialState()];
    const seen = new Set(frontier.map(key));
    let shortest: number | null = null;
    for (let depth = 1; depth <= MOVE_LIMIT && shortest === null; depth++) {
      const next: MazeState[] = [];
      for (const state of frontier) {
        for (const action of ['forward', 'left', 'right'] as const) {
          const after = applyAction(state, action);
          if (after.status === 'goal') shortest = depth;
          if (after.status === 'playing' && !seen.has(key(after))) {
            seen.add(key(after));
            next.push(after);
          }
        }
      }
      frontier = next;
    }
    expect(shortest).toBe(9);
  });

  it('crashes out of bounds without moving or counting', () => {
    const state = applyActions(createInitialState(), ['left']);
    const crashed = applyAction(state, 'forward');
    expect(crashed).toMatchObject({ x: 0, y: 4, direction: 3, moves: 1, status: 'out-of-bounds', message: 'Crashed! Out of bounds.' });
    expect(crashed.crashedInto).toEqual({ x: -1, y: 4 });
  });

  it('crashes into a wall without moving or counting', () => {
    const state = applyActions(createInitialState(), ['forward', 'right']);
    expect(state).toMatchObject({ x: 0, y: 3, moves: 2 });
    const crashed = applyAction(state, 'forward');
    expect(crashed).toMatchObject({ x: 0, y: 3, moves: 2, status: 'wall', message: 'Crashed into a wall!', crashedInto: { x: 1, y: 3 } });
  });

  it('reaches the move limit with 20 turns', () => {
    const turns: Action[] = Array.from({ length: 19 }, () => 'left');
    const nineteen = applyActions(createInitialState(), turns);
    expect(nineteen).toMatchObject({ moves: 19, status: 'playing', message: null });
    const twenty = applyAction(nineteen, 'right');
    expect(twenty).toMatchObject({ moves: 20, status: 'move-limit', message: 'Move limit reached. Try again!' });
  });

  it('reaches the move limit with a forward move that is not the goal', () => {
    const state = createStateAt({ x: 0, y: 4 }, 0, 19);
    expect(applyAction(state, 'forward')).toMatchObject({ x: 0, y: 3, moves: 20, status: 'move-limit' });
  });

  it('counts a goal reached by the 20th move as a win (goal checked before the limit)', () => {
    const dance: Action[] = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 'left' : 'right'));
    const route: Action[] = ['right', 'forward', 'forward', 'forward', 'forward', 'left', 'forward', 'forward', 'forward', 'forward'];
    const beforeLast = applyActions(createInitialState(), [...dance, ...route.slice(0, -1)]);
    expect(beforeLast).toMatchObject({ moves: 19, status: 'playing', x: 4, y: 1 });
    expect(applyAction(beforeLast, 'forward')).toMatchObject({
      moves: 20,
      status: 'goal',
      message: 'Success! The robot reached the goal!',
    });
  });

  it('lets a crash on the last allowed move keep the count at 19', () => {
    const state = createStateAt({ x: 0, y: 0 }, 0, 19);
    expect(applyAction(state, 'forward')).toMatchObject({ moves: 19, status: 'out-of-bounds' });
  });

  it.each([
    ['out of bounds', ['left', 'forward']],
    ['wall', ['forward', 'right', 'forward']],
    ['goal', WINNING_ROUTE],
    ['move limit', Array.from({ length: 20 }, () => 'right')],
  ] as const)('refuses every action after %s, returning the same state', (_name, actions) => {
    const over = applyActions(createInitialState(), actions as readonly Action[]);
    expect(over.status).not.toBe('playing');
    for (const action of ['forward', 'left', 'right'] as const) expect(applyAction(over, action)).toBe(over);
  });

  it('records the visited path cell by cell and marks it', () => {
    const state = applyActions(createInitialState(), ['forward', 'forward', 'right', 'forward']);
    expect(state.path).toEqual([
      { x: 0, y: 4 },
      { x: 0, y: 3 },
      { x: 0, y: 2 },
      { x: 1, y: 2 },
    ]);
    expect(cellContent(state, { x: 0, y: 4 })).toBe('visited');
    expect(cellContent(state, { x: 1, y: 2 })).toBe('robot');
  });
});

describe('createStateAt', () => {
  it('refuses walls, cells outside and impossible move counts', () => {
    expect(() => createStateAt({ x: 1, y: 1 }, 0)).toThrow(RangeError);
    expect(() => createStateAt({ x: 5, y: 0 }, 0)).toThrow(RangeError);
    expect(() => createStateAt({ x: 0, y: 0 }, 0, 20)).toThrow(RangeError);
    expect(() => createStateAt({ x: 0, y: 0 }, 0, -1)).toThrow(RangeError);
  });
});
