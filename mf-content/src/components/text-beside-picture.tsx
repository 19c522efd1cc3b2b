import type { ReactNode } from 'react';
import { Container } from 'shared/ui';
import { Illustration } from './illustration';

/** Text with an illustration beside it on wide screens (under it on phones): the opening band of a page. */
export function TextBesidePicture({
  picture,
  alt,
  children,
}: {
  readonly picture: string;
  readonly alt: string;
  readonly children: ReactNode;
}) {
  return (
    <Container
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.xl,
        alignItems: 'center',
        '@media (min-width: 1024px)': { gridTemplateColumns: '1.2fr 1fr' },
      })}
    >
      <div>{children}</div>
      <div css={(theme) => ({ borderRadius: theme.radius.lg, overflow: 'hidden', boxShadow: theme.shadow.card })}>
        <Illustration src={picture} alt={alt} eager />
      </div>
    </Container>
  );
}
