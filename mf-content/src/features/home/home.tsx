import { Link } from 'shared/router';
import { GET_STARTED_ANCHOR, sitePaths } from 'shared/site';
import { ButtonLink, Card, Container, Section } from 'shared/ui';
import { newsSummaries } from '../../data/news-articles';
import {
  collaborations,
  collaborationsIntro,
  getStartedIntro,
  getStartedPaths,
  heroEyebrow,
  trainings,
  type HomeCard,
} from '../../data/home';
import { impactFigures } from '../../data/impact';
import { homeFeatured } from '../../lib/collections';
import { CardBody, CardGrid, SectionIntro } from '../../components/layout';
import { Illustration } from '../../components/illustration';
import { NewsCard } from '../news';
import { HeroVideo } from './hero-video';
import { HOME_INTRO } from './home-meta';
import { pages } from '../../exposed/pages';
import { ColumnGrid } from '../../components/column-grid';

const featuredNews = homeFeatured(newsSummaries);

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

/** A titled band of info cards (the collaborations, the trainings). */
function CardSection({
  id,
  title,
  intro,
  cards,
  min,
  tone,
}: {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly cards: readonly HomeCard[];
  readonly min: string;
  readonly tone?: 'soft';
}) {
  return (
    <Section tone={tone} aria-labelledby={id}>
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
              Where curious children become confident makers
            </h1>
            <p css={(theme) => ({ fontSize: theme.fontSize.lg, color: theme.color.inverseMuted, maxWidth: '36rem' })}>{HOME_INTRO}</p>
            <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, marginTop: theme.space.lg })}>
              <ButtonLink to={pages.services.href()} variant="accent">
                Explore Our Programs
              </ButtonLink>
              <ButtonLink to={sitePaths.contact} variant="secondary">
                Contact Us
              </ButtonLink>
            </div>
          </div>
          <HeroVideo />
        </Container>
      </section>

      <section
        aria-label="Our impact"
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

      <CardSection id="collaborations-title" title="Our Collaborations" intro={collaborationsIntro} cards={collaborations} min="20rem" />

      <CardSection
        id="trainings-title"
        title="Specialized Trainings"
        intro="Beyond the lab period: training and camps for skills, health and the next step after school."
        cards={trainings}
        min="15rem"
        tone="soft"
      />

      <Section aria-labelledby="featured-news-title">
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
              <h2 id="featured-news-title">Featured News</h2>
              <p>Lab launches, awards, competitions and camps.</p>
            </SectionIntro>
            <ButtonLink to={pages.news.href()} variant="secondary">
              All news
            </ButtonLink>
          </div>
          <CardGrid aria-label="Featured news" min="20rem">
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
        css={(theme) => ({
          background: theme.color.inverseSurface,
          color: theme.color.inverseText,
          padding: `${theme.space.xxl} 0`,
          '&:focus': { outline: 'none' },
        })}
      >
        <Container>
          <SectionIntro css={(theme) => ({ p: { color: theme.color.inverseMuted } })}>
            <h2 id="get-started-title">Get Started</h2>
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
