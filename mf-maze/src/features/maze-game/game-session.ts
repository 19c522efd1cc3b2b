import type { MazeI18n } from '../../i18n';
import {
  ENGLISH,
  commandName,
  announcement,
  applyAction,
  createInitialState,
  isOver,
  positionSentence,
  type Action,
  type MazeState,
  MAX_PROGRAM_LENGTH,
  addCommand,
  isRunFinished,
  removeCommand,
  stepProgram,
  type Program,
  type ProgramRun,
} from '../maze-engine';

/**
 * Everything one game on screen remembers, as a pure reducer: the view only renders a session and
 * sends events, so the React part stays thin and this part is tested without a DOM.
 */
export type Mode = 'direct' | 'program';

export interface Session {
  readonly mode: Mode;
  readonly game: MazeState;
  readonly program: Program;
  /** Next command to run and the command run last (highlighted), in program mode. */
  readonly next: number;
  readonly current: number | null;
  readonly running: boolean;
  /** A note for program mode when the commands ran out before any outcome. */
  readonly note: string | null;
  /** What the polite live region says now. */
  readonly announcement: string;
  /** Bumped on every announcement, so the same sentence twice is still read twice. */
  readonly announceCount: number;
}

export type SessionEvent =
  | { readonly type: 'act'; readonly action: Action }
  | { readonly type: 'reset' }
  | { readonly type: 'mode'; readonly mode: Mode }
  | { readonly type: 'add'; readonly command: Action }
  | { readonly type: 'remove'; readonly index: number }
  | { readonly type: 'clear' }
  | { readonly type: 'run' }
  | { readonly type: 'stop' }
  | { readonly type: 'step' }
  /** The run timer's beat: one more command while running. */
  | { readonly type: 'tick' }
  /** The words changed language (the reducer now speaks the new one): same game, nothing left in the old language. */
  | { readonly type: 'language' };

/** The note when a program's commands ran out before any outcome (in English; `programEndedNote` for a language). */
export const programEndedNote = (i18n: MazeI18n = ENGLISH): string => i18n._('program.ended');
export const PROGRAM_ENDED_NOTE = programEndedNote();

export function createSession(mode: Mode = 'direct'): Session {
  return {
    mode,
    game: createInitialState(),
    program: [],
    next: 0,
    current: null,
    running: false,
    note: null,
    announcement: '',
    announceCount: 0,
  };
}

function say(session: Session, text: string): Session {
  return { ...session, announcement: text, announceCount: session.announceCount + 1 };
}

function restart(session: Session): Session {
  return { ...session, game: createInitialState(), next: 0, current: null, running: false, note: null };
}

function runStep(session: Session, i18n: MazeI18n): Session {
  const run: ProgramRun = { state: session.game, next: session.next, current: session.current };
  if (isRunFinished(session.program, run)) return { ...session, running: false };
  const after = stepProgram(session.program, run);
  const command = session.program[run.next] as Action;
  const finished = isRunFinished(session.program, after);
  const note = finished && !isOver(after.state) ? programEndedNote(i18n) : null;
  const stepText = i18n._('program.announce.step', {
    step: run.next + 1,
    command: commandName(command, i18n),
    text: announcement(run.state, command, after.state, i18n),
  });
  return say(
    { ...session, game: after.state, next: after.next, current: after.current, running: session.running && !finished, note },
    note ? `${stepText} ${note}` : stepText,
  );
}

export function programLengthText(program: Program, i18n: MazeI18n = ENGLISH): string {
  return i18n._('program.length', { count: program.length, max: MAX_PROGRAM_LENGTH });
}

export type SessionReducer = (session: Session, event: SessionEvent) => Session;

/** The session's reducer with its announcements and notes in the language of `i18n`. */
export function sessionReducerIn(i18n: MazeI18n): SessionReducer {
  return (session, event) => reduce(session, event, i18n);
}

/** The session's reducer in English. */
export const sessionReducer: SessionReducer = sessionReducerIn(ENGLISH);

function reduce(session: Session, event: SessionEvent, i18n: MazeI18n): Session {
  switch (event.type) {
    case 'act': {
      if (session.mode !== 'direct') return session;
      const game = applyAction(session.game, event.action);
      return say({ ...session, game }, announcement(session.game, event.action, game, i18n));
    }
    case 'reset':
      return say(restart(session), announcement(session.game, 'reset', createInitialState(), i18n));
    case 'mode':
      if (event.mode === session.mode) return session;
      return say(
        restart({ ...session, mode: event.mode }),
        event.mode === 'program'
          ? `${i18n._('program.announce.modeProgram')} ${positionSentence(createInitialState(), i18n)}`
          : `${i18n._('program.announce.modeDirect')} ${positionSentence(createInitialState(), i18n)}`,
      );
    case 'add': {
      if (session.mode !== 'program' || session.running) return session;
      const program = addCommand(session.program, event.command);
      if (program === session.program) return say(session, i18n._('program.announce.full', { max: MAX_PROGRAM_LENGTH }));
      // Adding at the end keeps a stepped run going, so a child can add and step one command at a time.
      return say(
        { ...session, program, note: null },
        i18n._('program.announce.added', { command: commandName(event.command, i18n), length: programLengthText(program, i18n) }),
      );
    }
    case 'remove': {
      if (session.running) return session;
      const removed = session.program[event.index];
      const program = removeCommand(session.program, event.index);
      if (program === session.program || removed === undefined) return session;
      // Removing changes what already ran, so the robot goes back to the start.
      return say(
        restart({ ...session, program }),
        i18n._('program.announce.removed', {
          step: event.index + 1,
          command: commandName(removed, i18n),
          length: programLengthText(program, i18n),
        }),
      );
    }
    case 'clear':
      if (session.running || session.program.length === 0) return session;
      return say(restart({ ...session, program: [] }), i18n._('program.announce.cleared'));
    case 'run':
      if (session.mode !== 'program' || session.program.length === 0) return session;
      // Run always plays the whole program from the start, like pressing Reset first.
      return say({ ...restart(session), running: true }, i18n._('program.announce.running', { count: session.program.length }));
    case 'stop':
      return session.running ? say({ ...session, running: false }, i18n._('program.announce.stopped')) : session;
    case 'step':
      if (session.mode !== 'program' || session.running) return session;
      return runStep(session, i18n);
    case 'tick':
      return session.running ? runStep(session, i18n) : session;
    case 'language':
      // The live region is emptied rather than translated: a sentence read again in the new language
      // would announce a move nobody just made. The note (only ever "program ended") is said again.
      return { ...session, note: session.note === null ? null : programEndedNote(i18n), announcement: '' };
    default:
      return session;
  }
}

export function canStep(session: Session): boolean {
  return (
    session.mode === 'program' &&
    !session.running &&
    !isRunFinished(session.program, { state: session.game, next: session.next, current: session.current })
  );
}
