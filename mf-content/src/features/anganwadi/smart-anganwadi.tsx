import { sitePaths } from 'shared/site';
import { ButtonLink, Card, Container, PageHeader, Section } from 'shared/ui';
import {
  anganwadiCorner as englishAnganwadiCorner,
  anganwadiFacts as englishAnganwadiFacts,
  anganwadiIntro as englishAnganwadiIntro,
  anganwadiSteps as englishAnganwadiSteps,
  anganwadiWhy as englishAnganwadiWhy,
} from '../../data/anganwadi';
import { TextBesidePicture } from '../../components/text-beside-picture';
import { SectionIntro } from '../../components/layout';
import { pages } from '../../exposed/pages';
import picture from '../../assets/illustrations/anganwadi.svg';
import { ColumnGrid } from '../../components/column-grid';
import { useData, useWords } from '../../i18n';
import { anganwadiWords } from './words';

/** /smart-anganwadi: what the programme is, what a centre receives, how it runs. */
export function SmartAnganwadi() {
  const { i18n } = useWords(anganwadiWords);
  const anganwadiCorner = useData('anganwadiCorner', englishAnganwadiCorner);
  const anganwadiFacts = useData('anganwadiFacts', englishAnganwadiFacts);
  const anganwadiIntro = useData('anganwadiIntro', englishAnganwadiIntro);
  const anganwadiSteps = useData('anganwadiSteps', englishAnganwadiSteps);
  const anganwadiWhy = useData('anganwadiWhy', englishAnganwadiWhy);
  return (
    <>
      <PageHeader title={i18n._('anganwadi.title')} intro={i18n._('anganwadi.intro')} />
      <Section>
        <TextBesidePicture picture={picture} alt={i18n._('anganwadi.pictureAlt')}>
          <h2>{i18n._('anganwadi.why')}</h2>
          <p>{anganwadiIntro}</p>
          <p>{anganwadiWhy}</p>
        </TextBesidePicture>
      </Section>
      <Section tone="soft" aria-labelledby="corner-title">
        <Container>
          <SectionIntro>
            <h2 id="corner-title">{i18n._('anganwadi.corner')}</h2>
          </SectionIntro>
          <ColumnGrid tablet={2}>
            {anganwadiCorner.map((item) => (
              <li key={item.name}>
                <Card css={(theme) => ({ padding: theme.space.lg, height: '100%' })}>
                  <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>{item.name}</h3>
                  <p css={{ margin: 0 }}>{item.text}</p>
                </Card>
              </li>
            ))}
          </ColumnGrid>
        </Container>
      </Section>
      <Section aria-labelledby="steps-title">
        <Container>
          <SectionIntro>
            <h2 id="steps-title">{i18n._('anganwadi.steps')}</h2>
          </SectionIntro>
          <ol css={(theme) => ({ paddingLeft: '1.4rem', maxWidth: '46rem', li: { marginBottom: theme.space.sm } })}>
            {anganwadiSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <ul
            aria-label={i18n._('anganwadi.facts')}
            css={(theme) => ({
              listStyle: 'none',
              padding: 0,
              margin: `${theme.space.xl} 0`,
              display: 'grid',
              gap: theme.space.md,
              '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
            })}
          >
            {anganwadiFacts.map((fact) => (
              <li
                key={fact.label}
                css={(theme) => ({ background: theme.color.primarySoft, borderRadius: theme.radius.md, padding: theme.space.md })}
              >
                <strong css={(theme) => ({ display: 'block', fontSize: theme.fontSize.xxl, color: theme.color.primary })}>
                  {fact.value}
                </strong>
                {fact.label}
              </li>
            ))}
          </ul>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <ButtonLink to={sitePaths.contact} variant="accent">
              {i18n._('anganwadi.bring')}
            </ButtonLink>
            <ButtonLink to={pages.newsItem.href('5')} variant="secondary">
              {i18n._('anganwadi.readGrant')}
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </>
  );
}
