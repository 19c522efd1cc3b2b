import { useRef, type CSSProperties } from 'react';
import { css, keyframes, useTheme } from '@emotion/react';
import { useWords } from '../../words';
import { visuallyHidden } from 'shared/ui';
import { GRID_SIZE, cellContent, cellLabel, gridRows, isInside, samePosition, type Direction, type MazeState } from '../maze-engine';
import { GoalIcon, RobotIcon } from '../../components/icons';

/**
 * The angle to draw the robot at. It keeps counting past 360 so a turn from "left" to "up" rotates a
 * quarter turn clockwise instead of spinning three quarters back.
 */
function useRobotAngle(direction: Direction): number {
  const memory = useRef({ direction, angle: direction * 90 });
  if (memory.current.direction !== direction) {
    const delta = (direction - memory.current.direction + 4) % 4;
    memory.current = { direction, angle: memory.current.angle + (delta === 3 ? -90 : delta * 90) };
  }
  return memory.current.angle;
}

const bump = keyframes`
  0%, 100% { transform: translate(0, 0); }
  35% { transform: translate(var(--bump-x), var(--bump-y)); }
  60% { transform: translate(calc(var(--bump-x) * -0.3), calc(var(--bump-y) * -0.3)); }
`;

/** The board's pictures fill their box; their own attributes make them 48 px where the styles are refused (icons.tsx). */
const fillBox = css`
  & > svg {
    width: 100%;
    height: 100%;
  }
`;

const cheer = keyframes`
  0%, 100% { transform: scale(1); }
  40% { transform: scale(1.18); }
`;

export interface MazeBoardProps {
  readonly state: MazeState;
}

/**
 * The 5x5 grid. Each cell is a table cell with a text label (row, column, what is there); the robot
 * is drawn on a layer above so its moves and turns can animate, and that layer is hidden from
 * assistive technology because the cells already say where it is.
 */
export function MazeBoard({ state }: MazeBoardProps) {
  const theme = useTheme();
  const { i18n } = useWords();
  const angle = useRobotAngle(state.direction);
  const crashed = state.status === 'wall' || state.status === 'out-of-bounds';
  const bumpX = state.crashedInto ? (state.crashedInto.x - state.x) * 22 : 0;
  const bumpY = state.crashedInto ? (state.crashedInto.y - state.y) * 22 : 0;
  const cellPercent = 100 / GRID_SIZE;

  return (
    <div
      css={css`
        position: relative;
        width: 100%;
        max-width: 440px;
        aspect-ratio: 1;
        margin: 0 auto;
        border: 3px solid ${theme.color.inverseSurface};
        border-radius: ${theme.radius.md};
        background: ${theme.color.surface};
        overflow: hidden;
      `}
    >
      <div
        role="table"
        aria-label={i18n._('board.grid', { size: GRID_SIZE })}
        css={css`
          display: flex;
          flex-direction: column;
          width: 100%;
          height: 100%;
        `}
      >
        {gridRows().map((row, y) => (
          <div role="row" key={y} css={{ display: 'flex', flex: 1, minHeight: 0 }}>
            {row.map((cell) => {
              const content = cellContent(state, cell);
              const hit = crashed && state.crashedInto !== null && samePosition(state.crashedInto, cell);
              return (
                <div
                  role="cell"
                  key={cell.x}
                  data-content={content}
                  css={css`
                    position: relative;
                    flex: 1;
                    min-width: 0;
                    border: 1px solid ${theme.color.border};
                    background: ${theme.color.background};
                    &[data-content='wall'] {
                      background-color: ${theme.color.inverseSurface};
                      background-image:
                        linear-gradient(${theme.color.muted} 2px, transparent 2px),
                        linear-gradient(90deg, ${theme.color.muted} 2px, transparent 2px);
                      background-size: 50% 33.4%;
                      border-color: ${theme.color.inverseSurface};
                    }
                    &[data-content='goal'] {
                      background: ${theme.color.successSoft};
                    }
                    &[data-content='visited']::after {
                      content: '';
                      position: absolute;
                      inset: 38%;
                      border-radius: 50%;
                      background: ${theme.color.primary};
                      opacity: 0.5;
                    }
                  `}
                  style={hit ? { boxShadow: `inset 0 0 0 4px ${theme.color.danger}` } : undefined}
                >
                  <span css={visuallyHidden}>{cellLabel(state, cell, i18n)}</span>
                  {content === 'goal' ? (
                    <span
                      css={css`
                        position: absolute;
                        inset: 12%;
                        ${fillBox};
                      `}
                    >
                      <GoalIcon />
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div
        aria-hidden="true"
        data-robot
        css={css`
          position: absolute;
          top: 0;
          left: 0;
          width: ${cellPercent}%;
          height: ${cellPercent}%;
          transform: translate(calc(var(--robot-x) * 100%), calc(var(--robot-y) * 100%));
          pointer-events: none;
          transition: transform 0.32s ease-in-out;
          @media (prefers-reduced-motion: reduce) {
            transition: none;
          }
        `}
        // The cell is given by custom properties and moved by the stylesheet: an inline transform still
        // applied where a partner's policy refuses the styles, and pushed the robot over what follows.
        style={{ '--robot-x': String(state.x), '--robot-y': String(state.y) } as CSSProperties}
      >
        <div
          key={`${state.status}-${state.moves}`}
          // Percent margins follow the width of this cell-sized layer, so the robot keeps a border.
          css={css`
            width: 84%;
            height: 84%;
            margin: 8%;
            --bump-x: ${bumpX}%;
            --bump-y: ${bumpY}%;
            animation: ${crashed ? `${bump} 0.4s ease-out` : state.status === 'goal' ? `${cheer} 0.6s ease-in-out 2` : 'none'};
            @media (prefers-reduced-motion: reduce) {
              animation: none;
            }
          `}
        >
          <div
            css={css`
              width: 100%;
              height: 100%;
              border-radius: 22%;
              transition: transform 0.25s ease-in-out;
              @media (prefers-reduced-motion: reduce) {
                transition: none;
              }
              ${fillBox};
            `}
            style={{
              transform: `rotate(${angle}deg)`,
              boxShadow: crashed
                ? `0 0 0 4px ${theme.color.danger}`
                : state.status === 'goal'
                  ? `0 0 0 4px ${theme.color.success}`
                  : undefined,
              background: crashed ? theme.color.dangerSoft : undefined,
            }}
          >
            <RobotIcon />
          </div>
        </div>
      </div>
      {state.status === 'out-of-bounds' && state.crashedInto && !isInside(state.crashedInto) ? (
        <div
          aria-hidden="true"
          css={{
            position: 'absolute',
            inset: 0,
            boxShadow: `inset 0 0 0 4px ${theme.color.danger}`,
            pointerEvents: 'none',
            borderRadius: 6,
          }}
        />
      ) : null}
    </div>
  );
}
