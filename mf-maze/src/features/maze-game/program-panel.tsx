import type { ReactElement, RefObject } from 'react';
import { css, useTheme } from '@emotion/react';
import { visuallyHidden, focusRing } from 'shared/ui';
import { COMMAND_NAMES, MAX_PROGRAM_LENGTH, type Action } from '../maze-engine';
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

const CHIP_LABELS: Record<Action, string> = { forward: 'Forward', left: 'Left', right: 'Right' };

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
  const { program, running, current } = session;
  const full = program.length >= MAX_PROGRAM_LENGTH;

  return (
    <div css={{ display: 'grid', gap: theme.space.md }}>
      <div
        role="group"
        aria-label="Add a command"
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
          >
            {COMMAND_ICONS[command]()}
            <span>
              <span css={visuallyHidden}>Add </span>
              {COMMAND_NAMES[command]}
            </span>
          </GameButton>
        ))}
      </div>

      <div>
        <div css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.xs, fontWeight: 700, marginBottom: theme.space.xs }}>
          <span>Your program</span>
          <span css={{ color: theme.color.muted, fontWeight: 600 }}>{programLengthText(program)}</span>
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
            Your program is empty. Add commands, then press Run.
          </p>
        ) : (
          <ol
            aria-label="Program"
            css={css`
              display: grid;
              /* px, not rem: inside a partner page rem follows the partner's root font size. */
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
                    <span aria-hidden="true">{CHIP_LABELS[command]}</span>
                    <span css={visuallyHidden}>{COMMAND_NAMES[command]}</span>
                  </span>
                  <button
                    type="button"
                    aria-label={`Remove step ${index + 1}, ${COMMAND_NAMES[command]}`}
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
        aria-label="Run the program"
        css={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space.xs }}
      >
        <GameButton
          type="button"
          tone={running ? 'danger' : 'accent'}
          disabled={program.length === 0}
          onClick={() => send({ type: running ? 'stop' : 'run' })}
        >
          {running ? <StopIcon /> : <PlayIcon />}
          {running ? 'Stop' : 'Run'}
        </GameButton>
        <GameButton type="button" disabled={!canStep(session)} onClick={() => send({ type: 'step' })}>
          <StepIcon />
          Step
        </GameButton>
        <GameButton type="button" tone="danger" disabled={running || program.length === 0} onClick={() => send({ type: 'clear' })}>
          Clear
        </GameButton>
        <GameButton ref={resetRef} type="button" tone="plain" aria-keyshortcuts="R" onClick={() => send({ type: 'reset' })}>
          <ResetIcon />
          Reset
        </GameButton>
      </div>
    </div>
  );
}
