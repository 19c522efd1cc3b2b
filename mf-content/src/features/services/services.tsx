import { sitePaths } from 'shared/site';
import { ButtonLink, Card, Container, PageHeader, Section } from 'shared/ui';
import { labs as englishLabs } from '../../data/labs';
import { programmes as englishProgrammes } from '../../data/programmes';
import { CardBody, SectionIntro, Tag } from '../../components/layout';
import { Illustration } from '../../components/illustration';
import { countWord } from '../../lib/format';
import { servicesIntroValues } from './services-meta';
import { pages } from '../../exposed/pages';
import { useData, useWords } from '../../i18n';
import { servicesWords } from './words';

/** /services: one card per lab, each its own anchor section, then the school and inclusive programmes. */
export function Services() {
  const { i18n } = useWords(servicesWords);
  const labs = useData('labs', englishLabs);
  const programmes = useData('programmes', englishProgrammes);
  return (
    <>
      <PageHeader title={i18n._('services.title')} intro={i18n._('services.intro', servicesIntroValues(labs.length))} />
      <Section>
        <Container>
          <nav aria-label={i18n._('services.labsNav')} css={(theme) => ({ marginBottom: theme.space.xl })}>
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
            <h2>{i18n._('services.labs', { count: labs.length, countWord: countWord(labs.length, { capital: true }) })}</h2>
            <p>{i18n._('services.labsIntro')}</p>
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
                css={(theme) => ({
                  display: 'flex',
                  flexDirection: 'column',
                  '&:focus': { outline: 'none' },
                  '&:target': { boxShadow: `0 0 0 3px ${theme.color.focus}` },
                })}
              >
                <Illustration src={lab.image} alt={lab.imageAlt} eager={index < 2} />
                <CardBody css={{ flex: 1 }}>
                  <Tag css={{ alignSelf: 'flex-start' }}>{lab.grades}</Tag>
                  <h3 id={`${lab.anchor}-title`}>{lab.name}</h3>
                  <p>{lab.summary}</p>
                  <h4 css={(theme) => ({ fontSize: theme.fontSize.md, margin: `${theme.space.xs} 0 0` })}>{i18n._('services.teaches')}</h4>
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
          <h2>{i18n._('services.bring')}</h2>
          <p css={(theme) => ({ color: theme.color.muted, maxWidth: '36rem', margin: `0 auto ${theme.space.lg}` })}>
            {i18n._('services.bringText')}
          </p>
          <div css={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
            <ButtonLink to={sitePaths.contact} variant="accent">
              {i18n._('services.contact')}
            </ButtonLink>
            <ButtonLink to={pages.labs.href()} variant="secondary">
              {i18n._('services.whereLabsRun')}
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </>
  );
}
