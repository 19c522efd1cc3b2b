import { useEffect, useMemo, useLayoutEffect, useReducer, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import type { Locale } from 'shared/i18n';
import { visuallyHidden, focusRing } from 'shared/ui';
import { MOVE_LIMIT, facingLabel, isOver, movesLabel, statusMessage, type Action } from '../maze-engine';
import { Words, useWords } from '../../words';
import { GameButton } from '../../components/game-button';
import { ArrowUpIcon, ResetIcon, TurnLeftIcon, TurnRightIcon } from '../../components/icons';
import { MazeBoard } from './maze-board';
import { ProgramPanel } from './program-panel';
import { createSession, sessionReducerIn, type Mode, type SessionEvent } from './game-session';

/** Time between two commands of a running program: slow enough for a child to follow. */
export const PROGRAM_STEP_MS = 550;

const ARROW_ACTIONS: Record<string, Action> = { ArrowUp: 'forward', ArrowLeft: 'left', ArrowRight: 'right' };
/** Where a key is typing, not playing: the game leaves those keys alone. */
const TYPING_TAGS = ['input', 'textarea', 'select'];

/**
 * The game's own width (px) from which the board and the controls sit side by side. The game lays out by
 * its own width (a container query), not the window's: a partner may put <robot-maze> in a 280 px
 * column of a desktop page. 720 px keeps the site's /robot-maze page as it was with a 768 px media
 * query (a 768 px window less the page's 2 x 16 px of padding is 736 px, 721 px beside a 15 px
 * scrollbar), and two columns fit there in every language: the narrow column's longest word,
 * Move Forward's "Forward", overflowed its button below 708 px (Chromium, DejaVu Sans Bold, one of
 * the widest fallbacks); Hindi and Gujarati, in the site's Noto fonts, still fitted at 640 px.
 */
const TWO_COLUMNS_FROM = 720;

/**
 * The query container around the game. Inline-size containment gives it no width of its own content,
 * so in a shrink-to-fit place (a flex row, a float, an inline-block, an auto grid column) it counts as
 * TWO_COLUMNS_FROM wide: the two-column game, not a sliver (the element also lets that shrink, see
 * robot-maze-element.tsx). A browser without container queries ignores both properties and the
 * @container rule below, and shows the one-column layout at every width.
 */
const gameContainer = css`
  container-type: inline-size;
  contain-intrinsic-inline-size: ${TWO_COLUMNS_FROM}px;
`;

export interface MazeGameProps {
  /** Mode shown first; the spec's direct mode unless a page asks otherwise. */
  readonly initialMode?: Mode;
  /** The language of the game's words (absent: English); its catalog must have been prepared (words.prepare). */
  readonly locale?: Locale;
}

function Kbd({ children }: { readonly children: ReactNode }) {
  const theme = useTheme();
  return (
    <kbd
      css={css`
        display: inline-block;
        min-width: 1.9em;
        padding: 0 0.35em;
        border: 1px solid ${theme.color.muted};
        border-bottom-width: 3px;
        border-radius: ${theme.radius.sm};
        background: ${theme.color.background};
        color: ${theme.color.text};
        font-family: ${theme.font.mono};
        font-size: 0.9em;
        text-align: center;
      `}
    >
      {children}
    </kbd>
  );
}

const outcomeTone = (theme: Theme, status: string) => {
  if (status === 'goal') return { background: theme.color.successSoft, color: theme.color.success, borderColor: theme.color.success };
  if (status === 'playing') return { background: theme.color.surface, color: theme.color.muted, borderColor: theme.color.border };
  if (status === 'move-limit')
    return { background: theme.color.accentSoft, color: theme.color.accentHover, borderColor: theme.color.accent };
  return { background: theme.color.dangerSoft, color: theme.color.danger, borderColor: theme.color.danger };
};

/** True when nothing else on the page took focus, in a document or inside a shadow root. */
function focusIsLost(element: HTMLElement): boolean {
  const root = element.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  if (active === element) return true;
  if (active !== null && active !== element.ownerDocument.body) return false;
  const pageActive = element.ownerDocument.activeElement;
  return pageActive === null || pageActive === element.ownerDocument.body || ('host' in root && pageActive === root.host);
}

/**
 * One robot maze game: board, move count, outcome, direct controls or program mode, keyboard keys and
 * a polite live region, in the language given. It needs no router and no page around it, so the same
 * component runs on the site's /robot-maze page and inside the standalone <robot-maze> element.
 */
export function MazeGame({ initialMode = 'direct', locale }: MazeGameProps) {
  return (
    <Words locale={locale}>
      <div css={gameContainer}>
        <Game initialMode={initialMode} />
      </div>
    </Words>
  );
}

function Game({ initialMode }: { readonly initialMode: Mode }) {
  const theme = useTheme();
  const { i18n } = useWords();
  const reducer = useMemo(() => sessionReducerIn(i18n), [i18n]);
  const [session, dispatch] = useReducer(reducer, initialMode, createSession);
  // New words (a partner changed the element's lang) keep the game but leave nothing said in the old
  // language: not the live region's last sentence, not a note on screen. Before paint, so the old
  // note never shows beside the new words.
  const wordsSaid = useRef(i18n);
  useLayoutEffect(() => {
    if (wordsSaid.current === i18n) return;
    wordsSaid.current = i18n;
    dispatch({ type: 'language' });
  }, [i18n]);
  const { game, mode } = session;
  const over = isOver(game);
  const resetRef = useRef<HTMLButtonElement>(null);
  /** The control that last had focus inside the game (kept when a disabled button drops focus). */
  const lastFocused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!session.running) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), PROGRAM_STEP_MS);
    return () => clearTimeout(timer);
  }, [session.running, session.next]);

  // A button that becomes disabled under the keyboard (Move Forward after a crash, Step at the end)
  // drops focus to the page, and then R would no longer reach the game: hand focus to Reset.
  useLayoutEffect(() => {
    const element = lastFocused.current;
    if (element && element.isConnected && (element as HTMLButtonElement).disabled && focusIsLost(element)) resetRef.current?.focus();
  });

  const send = (event: SessionEvent) => dispatch(event);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.isContentEditable || TYPING_TAGS.some((tag) => target.closest(tag))) return;
    const action = ARROW_ACTIONS[event.key];
    const isReset = event.key === 'r' || event.key === 'R';
    if (!action && !isReset) return;
    // Only keys aimed at the game get here (the handler sits on the game), so stopping the page
    // from scrolling is right; a held key must not fire twenty moves.
    event.preventDefault();
    if (event.repeat) return;
    if (isReset) send({ type: 'reset' });
    else if (action) send(mode === 'direct' ? { type: 'act', action } : { type: 'add', command: action });
  };

  const tone = outcomeTone(theme, game.status);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control: it hears the shortcut keys of the buttons inside it (their aria-keyshortcuts), which stay the controls
    <div
      // -1 lets a click on the board put focus in the game, so the keys work after a click.
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        lastFocused.current = event.target as HTMLElement;
      }}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) lastFocused.current = null;
      }}
      css={css`
        display: grid;
        gap: ${theme.space.md};
        grid-template-columns: minmax(0, 1fr);
        grid-template-areas: 'mode' 'board' 'status' 'controls';
        outline: none;
        @container (min-width: ${TWO_COLUMNS_FROM}px) {
          grid-template-columns: minmax(0, 440px) minmax(0, 1fr);
          grid-template-areas: 'board mode' 'board status' 'board controls';
          grid-template-rows: auto auto 1fr;
          column-gap: ${theme.space.xl};
          align-items: start;
        }
      `}
    >
      <div role="group" aria-label={i18n._('game.mode')} css={{ gridArea: 'mode', display: 'flex', gap: theme.space.xs, flexWrap: 'wrap' }}>
        {(
          [
            ['direct', i18n._('game.mode.direct')],
            ['program', i18n._('game.mode.program')],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => send({ type: 'mode', mode: value })}
            css={css`
              flex: 1 1 128px;
              min-height: ${theme.touchTarget};
              padding: 0 ${theme.space.sm};
              white-space: nowrap;
              border: 2px solid ${theme.color.primary};
              border-radius: ${theme.radius.pill};
              background: ${theme.color.background};
              color: ${theme.color.primary};
              font: inherit;
              font-weight: 700;
              cursor: pointer;
              &[aria-pressed='true'] {
                background: ${theme.color.primary};
                color: ${theme.color.inverseText};
              }
              ${focusRing(theme)};
            `}
          >
            {label}
          </button>
        ))}
      </div>

      <div css={{ gridArea: 'status', display: 'grid', gap: theme.space.xs }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: theme.space.xs, fontWeight: 700 }}>
          <span css={{ fontSize: theme.fontSize.lg, color: game.moves >= MOVE_LIMIT - 3 ? theme.color.accentHover : theme.color.text }}>
            {movesLabel(game.moves, i18n)}
          </span>
          <span css={{ color: theme.color.muted }}>{facingLabel(game, i18n)}</span>
        </div>
        <p
          data-outcome={game.status}
          css={css`
            margin: 0;
            padding: ${theme.space.sm} ${theme.space.md};
            border: 2px solid;
            border-radius: ${theme.radius.md};
            font-weight: 700;
            min-height: calc(${theme.touchTarget} + 4px);
          `}
          style={tone}
        >
          {game.status === 'playing' && session.note ? session.note : statusMessage(game, i18n)}
        </p>
      </div>

      <div css={{ gridArea: 'board', minWidth: 0 }}>
        <MazeBoard state={game} />
      </div>

      <div css={{ gridArea: 'controls', display: 'grid', gap: theme.space.md, alignContent: 'start' }}>
        {mode === 'direct' ? (
          <>
            <div
              role="group"
              aria-label={i18n._('game.controls')}
              css={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space.xs }}
            >
              <GameButton
                type="button"
                stacked
                aria-keyshortcuts="ArrowLeft"
                disabled={over}
                onClick={() => send({ type: 'act', action: 'left' })}
              >
                <TurnLeftIcon />
                {i18n._('game.left')}
              </GameButton>
              <GameButton
                type="button"
                stacked
                tone="accent"
                aria-keyshortcuts="ArrowUp"
                disabled={over}
                onClick={() => send({ type: 'act', action: 'forward' })}
              >
                <ArrowUpIcon />
                {i18n._('game.forward')}
              </GameButton>
              <GameButton
                type="button"
                stacked
                aria-keyshortcuts="ArrowRight"
                disabled={over}
                onClick={() => send({ type: 'act', action: 'right' })}
              >
                <TurnRightIcon />
                {i18n._('game.right')}
              </GameButton>
            </div>
            <GameButton ref={resetRef} type="button" tone="plain" aria-keyshortcuts="R" onClick={() => send({ type: 'reset' })}>
              <ResetIcon />
              {i18n._('game.reset')}
            </GameButton>
          </>
        ) : (
          <ProgramPanel session={session} send={send} resetRef={resetRef} />
        )}
        <p css={{ margin: 0, color: theme.color.muted, fontSize: theme.fontSize.sm, lineHeight: 2 }}>
          <strong css={{ color: theme.color.text }}>{i18n._('keys.title')}</strong> {i18n._('keys.when')} <Kbd>↑</Kbd>{' '}
          {mode === 'direct' ? i18n._('game.forward') : i18n._('keys.addForward')}, <Kbd>←</Kbd>{' '}
          {mode === 'direct' ? i18n._('game.left') : i18n._('keys.addLeft')}, <Kbd>→</Kbd>{' '}
          {mode === 'direct' ? i18n._('game.right') : i18n._('keys.addRight')}, <Kbd>R</Kbd> {i18n._('game.reset')}
          {i18n._('keys.end')}
        </p>
      </div>

      <div role="status" css={visuallyHidden}>
        {session.announcement}
        {/* A changing invisible character makes a repeated sentence a new announcement. */}
        {session.announceCount % 2 === 1 ? '\u00a0' : ''}
      </div>
    </div>
  );
}
