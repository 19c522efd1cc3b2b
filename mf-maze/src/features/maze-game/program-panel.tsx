import type { ReactElement, RefObject } from 'react';
import { css, useTheme } from '@emotion/react';
import type { MazeI18n } from '../../i18n';
import { useWords } from '../../words';
import { visuallyHidden, focusRing } from 'shared/ui';
import { MAX_PROGRAM_LENGTH, commandName, type Action } from '../maze-engine';
import { GameButton } from '../../components/game-button';
import { ArrowUpIcon, CloseIcon, PlayIcon, ResetIcon, StepIcon, StopIcon, TurnLeftIcon, TurnRightIcon } from '../../components/icons';
import { canStep, programLengthText, type Session, type SessionEvent } from './game-session';

const COMMAND_ICONS: Record<Action, () => ReactElement> = {
  forward: () => <ArrowUpIcon size={18} />,
  left: () => <TurnLeftIcon size={18} />,
  right: () => <TurnRightIcon size={18} />,
};

const CHIP_ICONS: Record<Action, () => ReactElement> = {
  forward: () => <ArrowUpIcon size={15} />,
  left: () => <TurnLeftIcon size={15} />,
  right: () => <TurnRightIcon size={15} />,
};

/** The short word a program chip shows next to its arrow. */
function chipLabel(command: Action, i18n: MazeI18n): string {
  if (command === 'forward') return i18n._('chip.forward');
  return command === 'left' ? i18n._('chip.left') : i18n._('chip.right');
}

export interface ProgramPanelProps {
  readonly session: Session;
  readonly send: (event: SessionEvent) => void;
  readonly resetRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Program mode, the way Blockly Games' Maze teaches sequencing: build the list of commands first,
 * then Run it (animated, one command at a time, the current one highlighted) or Step through it.
 */
export function ProgramPanel({ session, send, resetRef }: ProgramPanelProps) {
  const theme = useTheme();
  const { i18n } = useWords();
  const { program, running, current } = session;
  const full = program.length >= MAX_PROGRAM_LENGTH;

  return (
    <div css={{ display: 'grid', gap: theme.space.md }}>
      <div
        role="group"
        aria-label={i18n._('program.addGroup')}
        css={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space.xs }}
      >
        {(['left', 'forward', 'right'] as const).map((command) => (
          <GameButton
            key={command}
            type="button"
            stacked
            tone={command === 'forward' ? 'accent' : 'primary'}
            disabled={running || full}
            onClick={() => send({ type: 'add', command })}
            aria-label={i18n._('program.add', { command: commandName(command, i18n) })}
          >
            {COMMAND_ICONS[command]()}
            <span>{commandName(command, i18n)}</span>
          </GameButton>
        ))}
      </div>

      <div>
        <div css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.xs, fontWeight: 700, marginBottom: theme.space.xs }}>
          <span>{i18n._('program.title')}</span>
          <span css={{ color: theme.color.muted, fontWeight: 600 }}>{programLengthText(program, i18n)}</span>
        </div>
        {program.length === 0 ? (
          <p
            css={{
              margin: 0,
              padding: theme.space.sm,
              border: `2px dashed ${theme.color.border}`,
              borderRadius: theme.radius.md,
              color: theme.color.muted,
            }}
          >
            {i18n._('program.empty')}
          </p>
        ) : (
          <ol
            aria-label={i18n._('program.list')}
            // px, not rem: inside a partner page rem follows the partner's root font size.
            css={css`
              display: grid;
              grid-template-columns: repeat(auto-fill, minmax(148px, 1fr));
              gap: ${theme.space.xs};
              margin: 0;
              padding: 0;
              list-style: none;
            `}
          >
            {program.map((command, index) => {
              const isCurrent = current === index;
              return (
                <li
                  // Commands have no identity beyond their place in the list.
                  key={index}
                  aria-current={isCurrent ? 'step' : undefined}
                  css={css`
                    display: flex;
                    align-items: center;
                    gap: 3px;
                    min-width: 0;
                    padding-left: 6px;
                    white-space: nowrap;
                    border: 2px solid ${theme.color.border};
                    border-radius: ${theme.radius.md};
                    background: ${theme.color.background};
                    font-weight: 600;
                    font-size: ${theme.fontSize.xs};
                    &[aria-current='step'] {
                      border-color: ${theme.color.accent};
                      background: ${theme.color.accentSoft};
                      box-shadow: 0 0 0 2px ${theme.color.accent};
                    }
                  `}
                >
                  <span css={{ color: isCurrent ? theme.color.accentHover : theme.color.muted, minWidth: '1.3em', textAlign: 'right' }}>
                    {index + 1}.
                  </span>
                  {CHIP_ICONS[command]()}
                  <span css={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {/* The chip shows the short word next to its arrow; the list item still reads the full command. */}
                    <span aria-hidden="true">{chipLabel(command, i18n)}</span>
                    <span css={visuallyHidden}>{commandName(command, i18n)}</span>
                  </span>
                  <button
                    type="button"
                    aria-label={i18n._('program.remove', { step: index + 1, command: commandName(command, i18n) })}
                    disabled={running}
                    onClick={() => send({ type: 'remove', index })}
                    css={css`
                      display: inline-flex;
                      flex: none;
                      align-items: center;
                      justify-content: center;
                      width: ${theme.touchTarget};
                      height: ${theme.touchTarget};
                      border: 0;
                      border-radius: ${theme.radius.sm};
                      background: transparent;
                      color: ${theme.color.danger};
                      cursor: pointer;
                      &:hover:not(:disabled) {
                        background: ${theme.color.dangerSoft};
                      }
                      &:disabled {
                        color: ${theme.color.muted};
                        cursor: not-allowed;
                      }
                      ${focusRing(theme)};
                    `}
                  >
                    <CloseIcon />
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </div>

      <div
        role="group"
        aria-label={i18n._('program.runGroup')}
        css={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space.xs }}
      >
        <GameButton
          type="button"
          tone={running ? 'danger' : 'accent'}
          disabled={program.length === 0}
          onClick={() => send({ type: running ? 'stop' : 'run' })}
        >
          {running ? <StopIcon /> : <PlayIcon />}
          {running ? i18n._('program.stop') : i18n._('program.run')}
        </GameButton>
        <GameButton type="button" disabled={!canStep(session)} onClick={() => send({ type: 'step' })}>
          <StepIcon />
          {i18n._('program.step')}
        </GameButton>
        <GameButton type="button" tone="danger" disabled={running || program.length === 0} onClick={() => send({ type: 'clear' })}>
          {i18n._('program.clear')}
        </GameButton>
        <GameButton ref={resetRef} type="button" tone="plain" aria-keyshortcuts="R" onClick={() => send({ type: 'reset' })}>
          <ResetIcon />
          {i18n._('game.reset')}
        </GameButton>
      </div>
    </div>
  );
}
