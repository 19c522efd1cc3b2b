import type { MazeI18n } from '../../i18n';
import { ENGLISH, applyAction, createInitialState, isOver, type Action, type MazeState } from './maze-engine';

/**
 * Program mode: the child writes a list of commands first and then runs it, on the same engine and
 * rules as direct play. A program never needs more than 20 commands, since the 20th accepted
 * command ends the game.
 */
export const MAX_PROGRAM_LENGTH = 20;

export type Program = readonly Action[];

/** A command's name as program mode's buttons and announcements say it. */
export function commandName(command: Action, i18n: MazeI18n = ENGLISH): string {
  if (command === 'forward') return i18n._('command.forward');
  return command === 'left' ? i18n._('command.left') : i18n._('command.right');
}

export interface ProgramRun {
  readonly state: MazeState;
  /** Index of the next command to run. */
  readonly next: number;
  /** Index of the command run last (highlighted), null before the first. */
  readonly current: number | null;
}

export function startRun(): ProgramRun {
  return { state: createInitialState(), next: 0, current: null };
}

/** Nothing more can happen: the game has an outcome or every command has run. */
export function isRunFinished(program: Program, run: ProgramRun): boolean {
  return isOver(run.state) || run.next >= program.length;
}

/** Runs the next command; a finished run comes back unchanged. */
export function stepProgram(program: Program, run: ProgramRun): ProgramRun {
  const command = program[run.next];
  if (command === undefined || isOver(run.state)) return run;
  return { state: applyAction(run.state, command), next: run.next + 1, current: run.next };
}

/** Every intermediate run of a program from the start, first step first (for tests and previews). */
export function traceProgram(program: Program): readonly ProgramRun[] {
  const trace: ProgramRun[] = [];
  let run = startRun();
  while (!isRunFinished(program, run)) {
    run = stepProgram(program, run);
    trace.push(run);
  }
  return trace;
}

export function addCommand(program: Program, command: Action): Program {
  return program.length >= MAX_PROGRAM_LENGTH ? program : [...program, command];
}

export function removeCommand(program: Program, index: number): Program {
  return index < 0 || index >= program.length ? program : program.filter((_, i) => i !== index);
}
