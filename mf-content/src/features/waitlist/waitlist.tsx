import type { FormOutcome } from 'shared/contracts';
import { sitePaths } from 'shared/site';
import { ButtonLink, Card, Container, PageHeader, Section } from 'shared/ui';
import {
  PLATFORM_LAUNCH_DATE,
  WAITLIST_REPLY as englishWAITLIST_REPLY,
  platformCourses as englishPlatformCourses,
  platformPlans as englishPlatformPlans,
} from '../../data/platform';
import { SectionIntro } from '../../components/layout';
import { countWord } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { listIn } from './waitlist-meta';
import { pages } from '../../exposed/pages';
import { COURSE_OPTIONS } from './waitlist-rules';
import { WaitlistForm } from './waitlist-form';
import { ColumnGrid } from '../../components/column-grid';
import { useData, useWords } from '../../i18n';
import { waitlistWords } from './words';

/** /waitlist: the learning platform's plans and how to get a place (article 8 links here). */
export function Waitlist({ formOutcome }: { readonly formOutcome?: FormOutcome } = {}) {
  const WAITLIST_REPLY = useData('WAITLIST_REPLY', englishWAITLIST_REPLY);
  const platformCourses = useData('platformCourses', englishPlatformCourses);
  const platformPlans = useData('platformPlans', englishPlatformPlans);
  const { i18n } = useWords(waitlistWords);
  const courses = COURSE_OPTIONS.map((course) => i18n._('waitlist.courseOption', { name: course.value, grade: course.grade }));
  return (
    <>
      <PageHeader title={i18n._('waitlist.title')} intro={i18n._('waitlist.intro')}>
        <p css={{ marginTop: 12 }}>{i18n._('waitlist.launched', { date: formatDate(PLATFORM_LAUNCH_DATE, i18n) })}</p>
      </PageHeader>
      <Section aria-labelledby="plans-title">
        <Container>
          <SectionIntro>
            <h2 id="plans-title">
              {i18n._('waitlist.plans', { count: platformPlans.length, countWord: countWord(platformPlans.length, { capital: true }) })}
            </h2>
            <p>
              {i18n._('waitlist.plansText', {
                count: platformCourses.length,
                countWord: countWord(platformCourses.length),
                courses: listIn(i18n, courses),
              })}
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
            <h2 id="join-title">{i18n._('waitlist.join')}</h2>
            <p>{i18n._('waitlist.joinText', { reply: WAITLIST_REPLY })}</p>
            <WaitlistForm formOutcome={formOutcome} />
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 24 }}>
              <ButtonLink to={pages.courses.href()} variant="secondary">
                {i18n._('waitlist.seeCourses')}
              </ButtonLink>
              <ButtonLink to={sitePaths.contact} variant="ghost">
                {i18n._('waitlist.otherWays')}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </Section>
    </>
  );
}
