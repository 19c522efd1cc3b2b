import { Link } from 'shared/router';
import { labHref, sitePaths } from 'shared/site';
import { ButtonLink, Card, Container, PageHeader, Section } from 'shared/ui';
import { labLocations, labs } from '../../data/labs';
import { CardBody, Tag } from '../../components/layout';
import { countWord, formatCount } from '../../lib/format';
import { pages } from '../../exposed/pages';
import { LABS_INTRO } from './labs-meta';

const labByName = new Map(labs.map((lab) => [lab.name, lab]));

/** /labs: where the labs run today, one anchor per place (articles link to /labs#araria). */
export function Labs() {
  return (
    <>
      <PageHeader title="Our Labs" intro={LABS_INTRO} />
      <Section>
        <Container css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
          {labLocations.map((place) => (
            <Card
              as="section"
              key={place.anchor}
              id={place.anchor}
              aria-labelledby={`${place.anchor}-title`}
              tabIndex={-1}
              css={{ '&:focus': { outline: 'none' }, '&:target': { boxShadow: '0 0 0 3px #f59e0b' } }}
            >
              <CardBody>
                <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                  <Tag>{place.state}</Tag>
                  <Tag tone="plain">Since {place.since}</Tag>
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
                    <dt>Schools</dt>
                    <dd>{place.schools}</dd>
                  </div>
                  <div>
                    <dt>Students</dt>
                    <dd>{formatCount(place.students)}</dd>
                  </div>
                </dl>
                <p css={{ fontWeight: 600 }}>Labs here:</p>
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
            <ButtonLink to={pages.services.href()}>All {countWord(labs.length)} labs</ButtonLink>
            <ButtonLink to={sitePaths.contact} variant="secondary">
              Start a lab in your school
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </>
  );
}
