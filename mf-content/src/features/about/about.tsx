import { sitePaths } from 'shared/site';
import { ButtonLink, Card, Container, PageHeader, Section } from 'shared/ui';
import * as english from '../../data/about';
import { impactFigures as englishImpactFigures } from '../../data/impact';
import { TextBesidePicture } from '../../components/text-beside-picture';
import { SectionIntro } from '../../components/layout';
import classroom from '../../assets/illustrations/classroom.svg';
import { ColumnGrid } from '../../components/column-grid';
import { useData, useWords } from '../../i18n';
import { aboutWords } from './words';

/** /about: story, mission, vision, values, impact, testimonials and partners. */
export function About() {
  const { i18n } = useWords(aboutWords);
  const impactFigures = useData('impactFigures', englishImpactFigures);
  const story = useData('story', english.story);
  const mission = useData('mission', english.mission);
  const vision = useData('vision', english.vision);
  const values = useData('values', english.values);
  const testimonials = useData('testimonials', english.testimonials);
  const partners = useData('partners', english.partners);
  return (
    <>
      <PageHeader title={i18n._('about.title')} intro={i18n._('about.intro')} />
      <Section aria-labelledby="story-title">
        <TextBesidePicture picture={classroom} alt={i18n._('about.pictureAlt')}>
          <h2 id="story-title">{i18n._('about.story')}</h2>
          {story.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </TextBesidePicture>
      </Section>
      <Section tone="soft" aria-label={i18n._('about.missionAndVision')}>
        <Container
          css={(theme) => ({ display: 'grid', gap: theme.space.lg, '@media (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' } })}
        >
          <Card css={(theme) => ({ padding: theme.space.lg, borderTop: `6px solid ${theme.color.primary}` })}>
            <h2>{i18n._('about.mission')}</h2>
            <p css={{ margin: 0 }}>{mission}</p>
          </Card>
          <Card css={(theme) => ({ padding: theme.space.lg, borderTop: `6px solid ${theme.color.accent}` })}>
            <h2>{i18n._('about.vision')}</h2>
            <p css={{ margin: 0 }}>{vision}</p>
          </Card>
        </Container>
      </Section>
      <Section aria-labelledby="values-title">
        <Container>
          <SectionIntro>
            <h2 id="values-title">{i18n._('about.values')}</h2>
          </SectionIntro>
          <ColumnGrid tablet={2} desktop={4}>
            {values.map((value) => (
              <li key={value.name}>
                <h3 css={(theme) => ({ fontSize: theme.fontSize.lg, color: theme.color.primary })}>{value.name}</h3>
                <p css={{ margin: 0 }}>{value.text}</p>
              </li>
            ))}
          </ColumnGrid>
        </Container>
      </Section>
      <section
        aria-labelledby="impact-title"
        css={(theme) => ({ background: theme.color.inverseSurface, color: theme.color.inverseText, padding: `${theme.space.xxl} 0` })}
      >
        <Container>
          <h2 id="impact-title">{i18n._('about.impact')}</h2>
          <ul
            css={(theme) => ({
              listStyle: 'none',
              padding: 0,
              margin: `${theme.space.lg} 0 0`,
              display: 'grid',
              gap: theme.space.lg,
              gridTemplateColumns: 'repeat(2, 1fr)',
              '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
            })}
          >
            {impactFigures.map((figure) => (
              <li key={figure.label}>
                <strong css={(theme) => ({ display: 'block', fontSize: theme.fontSize.xxl, color: '#fcd34d' })}>{figure.value}</strong>
                <span css={(theme) => ({ color: theme.color.inverseMuted })}>{figure.label}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <Section aria-labelledby="testimonials-title">
        <Container>
          <SectionIntro>
            <h2 id="testimonials-title">{i18n._('about.testimonials')}</h2>
          </SectionIntro>
          <ColumnGrid desktop={3}>
            {testimonials.map((item) => (
              <li key={item.name}>
                <Card as="figure" css={(theme) => ({ margin: 0, padding: theme.space.lg, height: '100%' })}>
                  <blockquote css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>“{item.quote}”</blockquote>
                  <figcaption css={(theme) => ({ marginTop: theme.space.md, color: theme.color.muted })}>
                    <strong css={(theme) => ({ color: theme.color.text })}>{item.name}</strong>, {item.role}
                  </figcaption>
                </Card>
              </li>
            ))}
          </ColumnGrid>
        </Container>
      </Section>
      <Section tone="soft" aria-labelledby="partners-title">
        <Container>
          <SectionIntro>
            <h2 id="partners-title">{i18n._('about.partners')}</h2>
            <p>{i18n._('about.partnersIntro')}</p>
          </SectionIntro>
          <ul
            css={(theme) => ({
              listStyle: 'none',
              padding: 0,
              margin: `0 0 ${theme.space.xl}`,
              display: 'grid',
              gap: theme.space.md,
              '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
              '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
            })}
          >
            {partners.map((partner) => (
              <li
                key={partner.name}
                css={(theme) => ({
                  background: theme.color.background,
                  border: `1px solid ${theme.color.border}`,
                  borderRadius: theme.radius.md,
                  padding: theme.space.md,
                })}
              >
                <strong css={{ display: 'block' }}>{partner.name}</strong>
                <span css={(theme) => ({ color: theme.color.muted })}>{partner.what}</span>
              </li>
            ))}
          </ul>
          <div css={{ textAlign: 'center' }}>
            <h2>{i18n._('about.workWithUs')}</h2>
            <p css={(theme) => ({ color: theme.color.muted })}>{i18n._('about.workWithUsText')}</p>
            {/* The partnership enquiry (issue 40, point 3): a page of mf-contact. */}
            <ButtonLink to={sitePaths.partnerships} variant="accent">
              {i18n._('about.becomePartner')}
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </>
  );
}
