import { WINNING_ROUTE, createInitialState, type Action } from './maze-engine';
import { MAX_PROGRAM_LENGTH, addCommand, isRunFinished, removeCommand, startRun, stepProgram, traceProgram } from './program';

describe('program mode logic', () => {
  it('runs a winning program step by step to the goal', () => {
    const trace = traceProgram(WINNING_ROUTE);
    expect(trace).toHaveLength(9);
    expect(trace.map((run) => run.current)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(trace[8]!.state).toMatchObject({ x: 4, y: 0, status: 'goal', message: 'Success! The robot reached the goal!' });
  });

  it('stops at a crash and leaves the rest of the program unrun', () => {
    const program: Action[] = ['forward', 'right', 'forward', 'forward', 'forward'];
    const trace = traceProgram(program);
    expect(trace).toHaveLength(3);
    expect(trace[2]!.state).toMatchObject({ status: 'wall', moves: 2 });
    expect(isRunFinished(program, trace[2]!)).toBe(true);
    expect(stepProgram(program, trace[2]!)).toBe(trace[2]);
  });

  it('finishes without an outcome when the commands run out', () => {
    const trace = traceProgram(['forward', 'left']);
    const last = trace[trace.length - 1]!;
    expect(last.state.status).toBe('playing');
    expect(isRunFinished(['forward', 'left'], last)).toBe(true);
  });

  it('starts from the start position', () => {
    expect(startRun()).toEqual({ state: createInitialState(), next: 0, current: null });
    expect(traceProgram([])).toEqual([]);
  });

  it('caps programs at 20 commands and removes by index', () => {
    let program: readonly Action[] = [];
    for (let i = 0; i < 25; i++) program = addCommand(program, 'left');
    expect(program).toHaveLength(MAX_PROGRAM_LENGTH);
    expect(traceProgram(program).at(-1)!.state.message).toBe('Move limit reached. Try again!');
    expect(removeCommand(['forward', 'left', 'right'], 1)).toEqual(['forward', 'right']);
    const same: readonly Action[] = ['forward'];
    expect(removeCommand(same, 3)).toBe(same);
  });
});
