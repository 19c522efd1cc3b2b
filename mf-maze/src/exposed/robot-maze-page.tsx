import { css, useTheme } from '@emotion/react';
import type { PageModule, PageProps } from 'shared/contracts';
import { PageHeader, RemoteRoot, Container, Section } from 'shared/ui';
import { words } from '../i18n';
import { Words, useWords } from '../words';
import { MOVE_LIMIT } from '../features/maze-engine';
import { MazeGame, mazeMeta, mazePageIntro } from '../features/maze-game';

function HowToPlay() {
  const theme = useTheme();
  const { i18n } = useWords();
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
        <h2>{i18n._('howToPlay.title')}</h2>
        <ul>
          <li>{i18n._('howToPlay.start')}</li>
          <li>{i18n._('howToPlay.moves')}</li>
          <li>{i18n._('howToPlay.limit', { limit: MOVE_LIMIT })}</li>
          <li>{i18n._('howToPlay.crash')}</li>
        </ul>
      </div>
      <div>
        <h2>{i18n._('programMode.title')}</h2>
        <p>{i18n._('programMode.text')}</p>
      </div>
    </div>
  );
}

/** Public entry of mf-maze: the /robot-maze page. */
export default function RobotMazePage({ locale }: PageProps) {
  return (
    <Words locale={locale}>
      <MazePage locale={locale} />
    </Words>
  );
}

function MazePage({ locale }: Pick<PageProps, 'locale'>) {
  const theme = useTheme();
  const { i18n } = useWords();
  return (
    <RemoteRoot boundary="maze">
      <PageHeader title={i18n._('page.title')} intro={mazePageIntro(i18n)} />
      <Section
        aria-label={i18n._('page.play')}
        css={css`
          padding-top: ${theme.space.xl};
          padding-bottom: ${theme.space.xl};
        `}
      >
        <Container>
          <MazeGame locale={locale} />
        </Container>
      </Section>
      <Section
        tone="soft"
        // The site's floating chat button (56px + 16px margin) must never cover the last controls.
        css={css`
          padding-top: ${theme.space.xl};
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

/** Loads the page's words in a language before the shell renders it. */
export const prepare: NonNullable<PageModule['prepare']> = words.prepare;

/** What sharers and search engines read about this page, in the page's language (prepared first). */
export const describe: NonNullable<PageModule['describe']> = (_params, locale) => mazeMeta(words.i18nFor(locale));
