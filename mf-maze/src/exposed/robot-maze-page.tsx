import type { PageProps } from 'shared';
import { PageHeader, RemoteRoot, Container, Section } from 'shared/ui';

/** Public entry of mf-maze: the /robot-maze page. */
export default function RobotMazePage(_props: PageProps) {
  return (
    <RemoteRoot boundary="maze">
      <PageHeader
        title="Robot Maze"
        intro="Guide the robot from the bottom-left corner to the goal in the top-right corner in 20 moves or fewer, without hitting a wall."
      />
      <Section>
        <Container>
          <h2>How to play</h2>
          <p>Move Forward steps one cell the way the robot faces. Turn Left and Turn Right rotate it a quarter turn. Every action counts as a move.</p>
        </Container>
      </Section>
    </RemoteRoot>
  );
}
