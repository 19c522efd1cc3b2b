import type { ReactNode } from 'react';
import { Card } from 'shared/ui';
import { Illustration, type IllustrationProps } from './illustration';
import { CardBody } from './layout';

/** Where a list puts a card: its heading level, and how its picture loads. */
export interface CardPlacement {
  readonly headingLevel?: 2 | 3;
  /** How its picture loads (above the fold: eager; the list's first: priority). Lazy by default. */
  readonly picture?: Pick<IllustrationProps, 'eager' | 'priority'>;
}

/**
 * The card of a dated story (a news article, a blog post): its cover, a line of facts, the title as
 * a heading holding the link, then the rest. Styles on the card itself come in through `className`.
 */
export function StoryCard({
  cover,
  facts,
  title,
  headingLevel = 3,
  picture,
  className,
  children,
}: CardPlacement & {
  readonly cover: string;
  readonly facts: ReactNode;
  /** The link to the story. */
  readonly title: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" className={className} css={{ display: 'flex', flexDirection: 'column' }}>
      <Illustration src={cover} alt="" {...picture} />
      <CardBody css={{ flex: 1 }}>
        {facts}
        <Heading>{title}</Heading>
        {children}
      </CardBody>
    </Card>
  );
}
