import { css, useTheme } from '@emotion/react';
import type { PageModule, PageProps } from 'shared/contracts';
import { PageHeader, RemoteRoot, Container, Section } from 'shared/ui';
import { MAZE_PAGE_INTRO, MazeGame, mazePageMeta } from '../features/maze-game';

function HowToPlay() {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space.lg};
        @media (min-width: ${theme.breakpoint.md}) {
          grid-template-columns: repeat(2, minmax(0, 1fr));
        }
        ul {
          margin: 0;
          padding-left: 1.25rem;
        }
        li {
          margin-bottom: ${theme.space.xs};
        }
      `}
    >
      <div>
        <h2>How to play</h2>
        <ul>
          <li>The robot starts in the bottom-left corner, facing up. The green flag in the top-right corner is the goal.</li>
          <li>Move Forward steps one cell the way the robot faces. Turn Left and Turn Right rotate it a quarter turn.</li>
          <li>
            Every action counts as a move, turns included. You have 20 moves; a move that reaches the flag as the 20th move still wins.
          </li>
          <li>
            Driving into a wall or off the grid is a crash: the robot stays where it was and the move is not counted, but the game is over.
            Press Reset to try again.
          </li>
        </ul>
      </div>
      <div>
        <h2>Program mode</h2>
        <p>
          Real robots follow a program written in advance. In Program mode you plan the whole route first: add Forward, Turn Left and Turn
          Right commands, then press Run to watch the robot follow them one by one, or Step to run a single command. Fix a step by removing
          it and run again.
        </p>
      </div>
    </div>
  );
}

/** Public entry of mf-maze: the /robot-maze page. */
export default function RobotMazePage(_props: PageProps) {
  const theme = useTheme();
  return (
    <RemoteRoot boundary="maze">
      <PageHeader title="Robot Maze" intro={MAZE_PAGE_INTRO} />
      <Section
        aria-label="Play the robot maze"
        css={css`
          padding-top: ${theme.space.xl};
          padding-bottom: ${theme.space.xl};
        `}
      >
        <Container>
          <MazeGame />
        </Container>
      </Section>
      <Section
        tone="soft"
        css={css`
          padding-top: ${theme.space.xl};
          /* The site's floating chat button (56px + 16px margin) must never cover the last controls. */
          padding-bottom: 112px;
        `}
      >
        <Container>
          <HowToPlay />
        </Container>
      </Section>
    </RemoteRoot>
  );
}

/** What sharers and search engines read about this page. */
export const describe: NonNullable<PageModule['describe']> = () => mazePageMeta;
