import type { FormOutcome } from 'shared/contracts';
import { sitePaths } from 'shared/site';
import { ButtonLink, Card, Container, PageHeader, Section } from 'shared/ui';
import { PLATFORM_LAUNCH_DATE, WAITLIST_REPLY, platformCourses, platformPlans } from '../../data/platform';
import { SectionIntro } from '../../components/layout';
import { countWord, formatDate, listAnd } from '../../lib/format';
import { pages } from '../../exposed/pages';
import { WAITLIST_INTRO } from './waitlist-meta';
import { COURSE_OPTIONS } from './waitlist-rules';
import { WaitlistForm } from './waitlist-form';
import { ColumnGrid } from '../../components/column-grid';

/** /waitlist: the learning platform's plans and how to get a place (article 8 links here). */
export function Waitlist({ formOutcome }: { readonly formOutcome?: FormOutcome } = {}) {
  return (
    <>
      <PageHeader title="Learning Platform Waitlist" intro={WAITLIST_INTRO}>
        <p css={{ marginTop: 12 }}>Launched {formatDate(PLATFORM_LAUNCH_DATE)}. New places open at the start of every month.</p>
      </PageHeader>
      <Section aria-labelledby="plans-title">
        <Container>
          <SectionIntro>
            <h2 id="plans-title">{countWord(platformPlans.length, { capital: true })} plans</h2>
            <p>
              Every plan works with our {countWord(platformCourses.length)} courses: {listAnd(COURSE_OPTIONS.map((course) => course.label))}
              .
            </p>
          </SectionIntro>
          <ColumnGrid tablet={3}>
            {platformPlans.map((plan, index) => (
              <li key={plan.name}>
                <Card
                  css={(theme) => ({
                    padding: theme.space.lg,
                    height: '100%',
                    borderTop: `6px solid ${index === 1 ? theme.color.accent : theme.color.primary}`,
                  })}
                >
                  <h3 css={(theme) => ({ fontSize: theme.fontSize.xl })}>{plan.name}</h3>
                  <p css={(theme) => ({ color: theme.color.muted })}>{plan.summary}</p>
                  <ul css={{ paddingLeft: '1.2rem', margin: 0 }}>
                    {plan.includes.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ColumnGrid>
        </Container>
      </Section>
      <Section tone="soft" aria-labelledby="join-title">
        <Container>
          <div css={{ maxWidth: '46rem' }}>
            <h2 id="join-title">Join the waitlist</h2>
            <p>Tell us who the place is for and the course and plan you are interested in. {WAITLIST_REPLY}</p>
            <WaitlistForm formOutcome={formOutcome} />
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 24 }}>
              <ButtonLink to={pages.courses.href()} variant="secondary">
                See the courses
              </ButtonLink>
              <ButtonLink to={sitePaths.contact} variant="ghost">
                Other ways to reach us
              </ButtonLink>
            </div>
          </div>
        </Container>
      </Section>
    </>
  );
}
