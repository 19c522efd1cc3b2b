import { Link } from 'shared/router';
import { labHref, sitePaths } from 'shared/site';
import { ButtonLink, Card, Container, PageHeader, Section } from 'shared/ui';
import { labLocations as englishLabLocations, labs as englishLabs } from '../../data/labs';
import { CardBody, Tag } from '../../components/layout';
import { formatNumber } from 'shared/i18n';
import { countWord } from '../../lib/format';
import { pages } from '../../exposed/pages';
import { useData, useLocale, useWords } from '../../i18n';
import { labsWords } from './words';

/** /labs: where the labs run today, one anchor per place (articles link to /labs#araria). */
export function Labs() {
  const { i18n } = useWords(labsWords);
  const locale = useLocale();
  const labLocations = useData('labLocations', englishLabLocations);
  const labs = useData('labs', englishLabs);
  const labByName = new Map(labs.map((lab) => [lab.name, lab]));
  return (
    <>
      <PageHeader title={i18n._('labs.title')} intro={i18n._('labs.intro')} />
      <Section>
        <Container css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
          {labLocations.map((place) => (
            <Card
              as="section"
              key={place.anchor}
              id={place.anchor}
              aria-labelledby={`${place.anchor}-title`}
              tabIndex={-1}
              css={(theme) => ({ '&:focus': { outline: 'none' }, '&:target': { boxShadow: `0 0 0 3px ${theme.color.focus}` } })}
            >
              <CardBody>
                <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                  <Tag>{place.state}</Tag>
                  <Tag tone="plain">{i18n._('labs.since', { year: place.since })}</Tag>
                </div>
                <h2 id={`${place.anchor}-title`}>{place.name}</h2>
                <p>{place.story}</p>
                <dl
                  css={(theme) => ({
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: theme.space.lg,
                    margin: `${theme.space.xs} 0`,
                    dd: { margin: 0, fontSize: theme.fontSize.xl, fontWeight: 700, color: theme.color.primary },
                    dt: { color: theme.color.muted, fontSize: theme.fontSize.sm },
                  })}
                >
                  <div>
                    <dt>{i18n._('labs.schools')}</dt>
                    <dd>{place.schools}</dd>
                  </div>
                  <div>
                    <dt>{i18n._('labs.students')}</dt>
                    <dd>{formatNumber(locale, place.students)}</dd>
                  </div>
                </dl>
                <p css={{ fontWeight: 600 }}>{i18n._('labs.here')}</p>
                <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                  {place.labs.map((name) => {
                    const lab = labByName.get(name);
                    return (
                      <li key={name}>
                        {lab ? (
                          <Link
                            to={labHref(lab.anchor)}
                            css={{ display: 'inline-flex', minHeight: 44, alignItems: 'center', fontWeight: 600 }}
                          >
                            {name}
                          </Link>
                        ) : (
                          name
                        )}
                      </li>
                    );
                  })}
                </ul>
              </CardBody>
            </Card>
          ))}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <ButtonLink to={pages.services.href()}>
              {i18n._('labs.all', { count: labs.length, countWord: countWord(labs.length) })}
            </ButtonLink>
            <ButtonLink to={sitePaths.contact} variant="secondary">
              {i18n._('labs.start')}
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </>
  );
}
