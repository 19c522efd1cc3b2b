import { words } from '../../i18n';
import { WINNING_ROUTE } from '../maze-engine';
import {
  PROGRAM_ENDED_NOTE,
  canStep,
  createSession,
  programEndedNote,
  sessionReducer,
  sessionReducerIn,
  type Session,
  type SessionEvent,
} from './game-session';

const play = (events: readonly SessionEvent[], from: Session = createSession()) => events.reduce(sessionReducer, from);

describe('game session', () => {
  it('plays direct actions and announces them', () => {
    const session = play([{ type: 'act', action: 'forward' }]);
    expect(session.game).toMatchObject({ x: 0, y: 3, moves: 1 });
    expect(session.announcement).toBe('Moved forward. Robot at row 4, column 1, facing up. Moves: 1 of 20.');
  });

  it('bumps the announcement count even when the sentence repeats', () => {
    const over = play([
      { type: 'act', action: 'left' },
      { type: 'act', action: 'forward' },
    ]);
    const once = sessionReducer(over, { type: 'act', action: 'forward' });
    const twice = sessionReducer(once, { type: 'act', action: 'forward' });
    expect(twice.announcement).toBe(once.announcement);
    expect(twice.announceCount).toBe(once.announceCount + 1);
  });

  it('resets to the start', () => {
    const session = play([{ type: 'act', action: 'forward' }, { type: 'reset' }]);
    expect(session.game).toMatchObject({ x: 0, y: 4, moves: 0, status: 'playing' });
    expect(session.announcement).toMatch(/^Maze reset\./);
  });

  it('ignores direct actions in program mode and program edits in direct mode', () => {
    expect(
      play([
        { type: 'mode', mode: 'program' },
        { type: 'act', action: 'forward' },
      ]).game.moves,
    ).toBe(0);
    expect(play([{ type: 'add', command: 'forward' }]).program).toEqual([]);
  });

  it('builds a program, runs it tick by tick and wins', () => {
    let session = play([
      { type: 'mode', mode: 'program' },
      ...WINNING_ROUTE.map((command) => ({ type: 'add', command }) as const),
      { type: 'run' },
    ]);
    expect(session.running).toBe(true);
    expect(session.program).toHaveLength(9);
    for (let i = 0; i < 9; i++) session = sessionReducer(session, { type: 'tick' });
    expect(session.running).toBe(false);
    expect(session.current).toBe(8);
    expect(session.game).toMatchObject({ status: 'goal', message: 'Success! The robot reached the goal!' });
    expect(session.announcement).toMatch(/^Step 9, Forward: Moved forward\. Success!/);
    expect(canStep(session)).toBe(false);
  });

  it('steps one command at a time and can add more while stepping', () => {
    let session = play([{ type: 'mode', mode: 'program' }, { type: 'add', command: 'forward' }, { type: 'step' }]);
    expect(session.game).toMatchObject({ y: 3, moves: 1 });
    expect(session.note).toBe(PROGRAM_ENDED_NOTE);
    expect(canStep(session)).toBe(false);
    session = play([{ type: 'add', command: 'forward' }], session);
    expect(session.note).toBeNull();
    expect(canStep(session)).toBe(true);
    session = play([{ type: 'step' }], session);
    expect(session.game).toMatchObject({ y: 2, moves: 2 });
    expect(session.current).toBe(1);
  });

  it('sends the robot back to the start when a command is removed or the program cleared', () => {
    const stepped = play([
      { type: 'mode', mode: 'program' },
      { type: 'add', command: 'forward' },
      { type: 'add', command: 'left' },
      { type: 'step' },
    ]);
    const removed = sessionReducer(stepped, { type: 'remove', index: 0 });
    expect(removed.program).toEqual(['left']);
    expect(removed.game.moves).toBe(0);
    expect(removed.announcement).toBe('Removed step 1, Forward. 1 / 20 commands. Robot back at the start.');
    expect(sessionReducer(removed, { type: 'clear' }).program).toEqual([]);
  });

  it('does not edit or step while running, and stops on request', () => {
    const running = play([{ type: 'mode', mode: 'program' }, { type: 'add', command: 'forward' }, { type: 'run' }]);
    expect(sessionReducer(running, { type: 'add', command: 'left' })).toBe(running);
    expect(sessionReducer(running, { type: 'step' })).toBe(running);
    expect(sessionReducer(running, { type: 'stop' }).running).toBe(false);
  });

  it('switching mode restarts the game', () => {
    const session = play([
      { type: 'act', action: 'forward' },
      { type: 'mode', mode: 'program' },
    ]);
    expect(session.mode).toBe('program');
    expect(session.game.moves).toBe(0);
  });

  it('does not run an empty program', () => {
    const session = play([{ type: 'mode', mode: 'program' }]);
    expect(sessionReducer(session, { type: 'run' })).toBe(session);
  });
});

describe('game session, when the words change language', () => {
  beforeAll(() => Promise.all([words.prepare('hi'), words.prepare('gu')]));
  const inHindi = () => sessionReducerIn(words.i18nFor('hi'));
  const inGujarati = () => sessionReducerIn(words.i18nFor('gu'));

  it('keeps the game and says the program-ended note again in the new language, with nothing left to announce', () => {
    const events: readonly SessionEvent[] = [
      { type: 'mode', mode: 'program' },
      { type: 'add', command: 'forward' },
      { type: 'add', command: 'right' },
      { type: 'step' },
      { type: 'step' },
    ];
    const ended = events.reduce(inHindi(), createSession());
    expect(ended.note).toBe(programEndedNote(words.i18nFor('hi')));
    expect(ended.announcement).toContain(programEndedNote(words.i18nFor('hi')));

    const gujarati = inGujarati()(ended, { type: 'language' });
    expect(gujarati.note).toBe(programEndedNote(words.i18nFor('gu')));
    expect(gujarati.note).not.toBe(ended.note);
    expect(gujarati.announcement).toBe('');
    expect(gujarati).toEqual({ ...ended, note: gujarati.note, announcement: '' });

    const english = sessionReducer(gujarati, { type: 'language' });
    expect(english.note).toBe(PROGRAM_ENDED_NOTE);
    expect(english.game).toBe(ended.game);
  });

  it('keeps a direct game where it is and adds no note', () => {
    const events: readonly SessionEvent[] = [
      { type: 'act', action: 'forward' },
      { type: 'act', action: 'right' },
    ];
    const played = events.reduce(inHindi(), createSession());
    expect(played.announcement).not.toBe('');
    const gujarati = inGujarati()(played, { type: 'language' });
    expect(gujarati).toEqual({ ...played, announcement: '' });
    expect(gujarati.game).toMatchObject({ x: 0, y: 3, direction: 1, moves: 2 });
  });
});
