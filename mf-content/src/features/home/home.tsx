import type { SerializedStyles } from '@emotion/react';
import { Link } from 'shared/router';
import { GET_STARTED_ANCHOR, sitePaths } from 'shared/site';
import { ButtonLink, Card, Container, Section, drawnWhenNear } from 'shared/ui';
import { newsSummaries as englishNewsSummaries } from '../../data/news-articles';
import { useData, useWords } from '../../i18n';
import {
  collaborations as englishCollaborations,
  collaborationsIntro as englishCollaborationsIntro,
  getStartedIntro as englishGetStartedIntro,
  getStartedPaths as englishGetStartedPaths,
  heroEyebrow as englishHeroEyebrow,
  trainings as englishTrainings,
  type HomeCard,
} from '../../data/home';
import { impactFigures as englishImpactFigures } from '../../data/impact';
import { homeFeatured } from '../../lib/collections';
import { CardBody, CardGrid, SectionIntro } from '../../components/layout';
import { Illustration } from '../../components/illustration';
import { NewsCard } from '../../components/news-card';
import { HeroVideo } from './hero-video';
import { pages } from '../../exposed/pages';
import { ColumnGrid } from '../../components/column-grid';
import { homeWords } from './words';

function InfoCard({ card }: { readonly card: HomeCard }) {
  return (
    <Card as="article" css={{ display: 'flex', flexDirection: 'column' }}>
      <Illustration src={card.image} alt={card.imageAlt} />
      <CardBody css={{ flex: 1 }}>
        <h3>{card.title}</h3>
        <p>{card.text}</p>
        <p css={(theme) => ({ marginTop: 'auto', paddingTop: theme.space.xs })}>
          <Link to={card.link.href} css={{ fontWeight: 600, display: 'inline-block', padding: '10px 0' }}>
            {card.link.label}
            <span aria-hidden="true"> →</span>
          </Link>
        </p>
      </CardBody>
    </Card>
  );
}

/**
 * The later sections' usual heights (English and Hindi pages measured at 375, 800 and 1366 px): they
 * start below a phone's fold, so each is drawn as it nears the screen (decision record 073).
 */
const drawnNear = {
  collaborations: drawnWhenNear({ phone: 1650, tablet: 1150, desktop: 700 }),
  trainings: drawnWhenNear({ phone: 2100, tablet: 1200, desktop: 730 }),
  news: drawnWhenNear({ phone: 3500, tablet: 1870, desktop: 1330 }),
  getStarted: drawnWhenNear({ phone: 915, tablet: 490, desktop: 450 }),
};

/** A titled band of info cards (the collaborations, the trainings). */
function CardSection({
  id,
  title,
  intro,
  cards,
  min,
  tone,
  drawn,
}: {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly cards: readonly HomeCard[];
  readonly min: string;
  readonly tone?: 'soft';
  /** Its usual height, for drawing it only as it nears the screen (one of `drawnNear`). */
  readonly drawn: SerializedStyles;
}) {
  return (
    <Section tone={tone} aria-labelledby={id} css={drawn}>
      <Container>
        <SectionIntro>
          <h2 id={id}>{title}</h2>
          <p>{intro}</p>
        </SectionIntro>
        <CardGrid min={min}>
          {cards.map((card) => (
            <li key={card.title}>
              <InfoCard card={card} />
            </li>
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}

/** The home page: hero, collaborations, trainings, featured news and the Get Started section. */
export function Home() {
  const newsSummaries = useData('newsSummaries', englishNewsSummaries);
  const collaborations = useData('collaborations', englishCollaborations);
  const collaborationsIntro = useData('collaborationsIntro', englishCollaborationsIntro);
  const getStartedIntro = useData('getStartedIntro', englishGetStartedIntro);
  const getStartedPaths = useData('getStartedPaths', englishGetStartedPaths);
  const heroEyebrow = useData('heroEyebrow', englishHeroEyebrow);
  const trainings = useData('trainings', englishTrainings);
  const impactFigures = useData('impactFigures', englishImpactFigures);
  const featuredNews = homeFeatured(newsSummaries);
  const { i18n } = useWords(homeWords);
  return (
    <>
      <section
        aria-labelledby="home-title"
        css={(theme) => ({
          background: `linear-gradient(135deg, ${theme.color.inverseSurface}, ${theme.color.primary})`,
          color: theme.color.inverseText,
          padding: `${theme.space.xl} 0 ${theme.space.xxl}`,
        })}
      >
        <Container
          css={(theme) => ({
            display: 'grid',
            gap: theme.space.xl,
            alignItems: 'center',
            '@media (min-width: 1024px)': { gridTemplateColumns: '1.05fr 1fr' },
          })}
        >
          <div>
            <p
              css={(theme) => ({
                fontWeight: 700,
                letterSpacing: '0.06em',
                textTransform: 'uppercase',
                color: theme.color.inverseMuted,
                fontSize: theme.fontSize.sm,
              })}
            >
              {heroEyebrow}
            </p>
            <h1 id="home-title" css={(theme) => ({ fontSize: theme.fontSize.hero, marginBottom: theme.space.md })}>
              {i18n._('home.title')}
            </h1>
            <p css={(theme) => ({ fontSize: theme.fontSize.lg, color: theme.color.inverseMuted, maxWidth: '36rem' })}>
              {i18n._('home.intro')}
            </p>
            <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: theme.space.lg })}>
              <ButtonLink to={pages.services.href()} variant="accent">
                {i18n._('home.explore')}
              </ButtonLink>
              <ButtonLink to={sitePaths.contact} variant="secondary">
                {i18n._('home.contact')}
              </ButtonLink>
            </div>
          </div>
          <HeroVideo />
        </Container>
      </section>

      <section
        aria-label={i18n._('home.impact')}
        css={(theme) => ({ background: theme.color.background, borderBottom: `1px solid ${theme.color.border}` })}
      >
        <Container>
          <ul
            css={(theme) => ({
              listStyle: 'none',
              margin: 0,
              padding: `${theme.space.lg} 0`,
              display: 'grid',
              gap: theme.space.md,
              gridTemplateColumns: 'repeat(2, 1fr)',
              '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(6, 1fr)' },
              textAlign: 'center',
            })}
          >
            {impactFigures.map((figure) => (
              <li key={figure.label}>
                <strong css={(theme) => ({ display: 'block', fontSize: theme.fontSize.xl, color: theme.color.primary })}>
                  {figure.value}
                </strong>
                <span css={(theme) => ({ color: theme.color.muted, fontSize: theme.fontSize.sm })}>{figure.label}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CardSection
        id="collaborations-title"
        title={i18n._('home.collaborations')}
        intro={collaborationsIntro}
        cards={collaborations}
        min="20rem"
        drawn={drawnNear.collaborations}
      />

      <CardSection
        id="trainings-title"
        title={i18n._('home.trainings')}
        intro={i18n._('home.trainingsIntro')}
        cards={trainings}
        min="15rem"
        tone="soft"
        drawn={drawnNear.trainings}
      />

      <Section aria-labelledby="featured-news-title" css={drawnNear.news}>
        <Container>
          <div
            css={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'flex-end',
              gap: theme.space.md,
              marginBottom: theme.space.xl,
            })}
          >
            <SectionIntro css={{ marginBottom: 0 }}>
              <h2 id="featured-news-title">{i18n._('home.news')}</h2>
              <p>{i18n._('home.newsIntro')}</p>
            </SectionIntro>
            <ButtonLink to={pages.news.href()} variant="secondary">
              {i18n._('news.detail.back')}
            </ButtonLink>
          </div>
          <CardGrid aria-label={i18n._('home.newsList')} min="20rem">
            {featuredNews.map((article) => (
              <li key={article.id}>
                <NewsCard article={article} />
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <section
        id={GET_STARTED_ANCHOR}
        aria-labelledby="get-started-title"
        tabIndex={-1}
        css={[
          drawnNear.getStarted,
          (theme) => ({
            background: theme.color.inverseSurface,
            color: theme.color.inverseText,
            padding: `${theme.space.xxl} 0`,
            '&:focus': { outline: 'none' },
          }),
        ]}
      >
        <Container>
          <SectionIntro css={(theme) => ({ p: { color: theme.color.inverseMuted } })}>
            <h2 id="get-started-title">{i18n._('home.getStarted')}</h2>
            <p>{getStartedIntro}</p>
          </SectionIntro>
          <ColumnGrid tablet={3}>
            {getStartedPaths.map((path) => (
              <li
                key={path.who}
                css={(theme) => ({
                  background: 'rgba(255,255,255,0.06)',
                  border: '1px solid rgba(255,255,255,0.18)',
                  borderRadius: theme.radius.lg,
                  padding: theme.space.lg,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: theme.space.sm,
                })}
              >
                <h3 css={(theme) => ({ fontSize: theme.fontSize.lg, margin: 0 })}>{path.who}</h3>
                <p css={(theme) => ({ color: theme.color.inverseMuted, margin: 0 })}>{path.text}</p>
                <ButtonLink to={path.link.href} variant="accent" css={{ marginTop: 'auto', alignSelf: 'flex-start' }}>
                  {path.link.label}
                </ButtonLink>
              </li>
            ))}
          </ColumnGrid>
        </Container>
      </section>
    </>
  );
}
