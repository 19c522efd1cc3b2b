import { sitePaths } from 'shared/site';
import { ButtonLink, Card, Container, PageHeader, Section } from 'shared/ui';
import { labs } from '../../data/labs';
import { programmes } from '../../data/programmes';
import { CardBody, SectionIntro, Tag } from '../../components/layout';
import { Illustration } from '../../components/illustration';
import { countWord } from '../../lib/format';
import { pages } from '../../exposed/pages';
import { SERVICES_INTRO } from './services-meta';

/** /services: one card per lab, each its own anchor section, then the school and inclusive programmes. */
export function Services() {
  return (
    <>
      <PageHeader title="Our Services" intro={SERVICES_INTRO} />
      <Section>
        <Container>
          <nav aria-label="Labs on this page" css={(theme) => ({ marginBottom: theme.space.xl })}>
            <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {[
                ...labs.map((lab) => ({ anchor: lab.anchor as string, name: lab.name })),
                ...programmes.map((p) => ({ anchor: p.anchor as string, name: p.name })),
              ].map((item) => (
                <li key={item.anchor}>
                  <a
                    href={`#${item.anchor}`}
                    css={(theme) => ({
                      display: 'inline-flex',
                      alignItems: 'center',
                      minHeight: 44,
                      padding: '0 14px',
                      borderRadius: theme.radius.pill,
                      border: `1px solid ${theme.color.border}`,
                      background: theme.color.surface,
                      textDecoration: 'none',
                      fontWeight: 600,
                    })}
                  >
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <SectionIntro>
            <h2>{countWord(labs.length, { capital: true })} labs</h2>
            <p>Each lab comes with equipment, a curriculum for the grades it serves, teacher training and a mentor.</p>
          </SectionIntro>
          <div
            css={(theme) => ({
              display: 'grid',
              gap: theme.space.lg,
              '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
            })}
          >
            {labs.map((lab, index) => (
              <Card
                as="section"
                key={lab.anchor}
                id={lab.anchor}
                aria-labelledby={`${lab.anchor}-title`}
                tabIndex={-1}
                css={{
                  display: 'flex',
                  flexDirection: 'column',
                  '&:focus': { outline: 'none' },
                  '&:target': { boxShadow: '0 0 0 3px #f59e0b' },
                }}
              >
                <Illustration src={lab.image} alt={lab.imageAlt} eager={index < 2} />
                <CardBody css={{ flex: 1 }}>
                  <Tag css={{ alignSelf: 'flex-start' }}>{lab.grades}</Tag>
                  <h3 id={`${lab.anchor}-title`}>{lab.name}</h3>
                  <p>{lab.summary}</p>
                  <h4 css={(theme) => ({ fontSize: theme.fontSize.md, margin: `${theme.space.xs} 0 0` })}>What students learn</h4>
                  <ul css={{ margin: 0, paddingLeft: '1.2rem' }}>
                    {lab.teaches.map((skill) => (
                      <li key={skill}>{skill}</li>
                    ))}
                  </ul>
                </CardBody>
              </Card>
            ))}
          </div>
        </Container>
      </Section>
      {programmes.map((programme, index) => (
        <Section
          key={programme.anchor}
          id={programme.anchor}
          tone={index === 0 ? 'soft' : 'plain'}
          aria-labelledby={`${programme.anchor}-title`}
          tabIndex={-1}
          css={{ '&:focus': { outline: 'none' } }}
        >
          <Container>
            <SectionIntro>
              <h2 id={`${programme.anchor}-title`}>{programme.name}</h2>
              <p>{programme.intro}</p>
            </SectionIntro>
            <ul
              css={(theme) => ({
                margin: 0,
                padding: 0,
                listStyle: 'none',
                display: 'grid',
                gap: theme.space.sm,
                '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
              })}
            >
              {programme.points.map((point) => (
                <li
                  key={point}
                  css={(theme) => ({
                    display: 'flex',
                    gap: theme.space.sm,
                    alignItems: 'flex-start',
                    background: theme.color.background,
                    border: `1px solid ${theme.color.border}`,
                    borderRadius: theme.radius.md,
                    padding: theme.space.md,
                  })}
                >
                  <span aria-hidden="true" css={(theme) => ({ color: theme.color.success, fontWeight: 700 })}>
                    ✓
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </Container>
        </Section>
      ))}
      <Section tone="soft">
        <Container css={{ textAlign: 'center' }}>
          <h2>Bring a lab to your school</h2>
          <p css={(theme) => ({ color: theme.color.muted, maxWidth: '36rem', margin: `0 auto ${theme.space.lg}` })}>
            Tell us about your school and the grades you teach; we will suggest the labs that fit and visit you.
          </p>
          <div css={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
            <ButtonLink to={sitePaths.contact} variant="accent">
              Contact us
            </ButtonLink>
            <ButtonLink to={pages.labs.href()} variant="secondary">
              Where our labs run
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </>
  );
}
