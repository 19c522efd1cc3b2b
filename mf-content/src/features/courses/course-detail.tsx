import { useNavigate, useParams } from 'shared/router';
import { type PageProps } from 'shared/contracts';
import { Button, ButtonLink, Card, Container, Section } from 'shared/ui';
import { courses } from '../../data/courses';
import { findById } from '../../lib/collections';
import { formatGrades, formatRupees } from '../../lib/format';
import { Illustration } from '../../components/illustration';
import { useReportTitle } from '../../components/use-report-title';
import { StarRating } from '../../components/star-rating';
import { Prose, Tag } from '../../components/layout';
import { pages } from '../../exposed/pages';

export const COURSE_NOT_FOUND = 'Course Not Found';

/** /courses/:id: overview, price and an Enroll Now button that (per the spec) does nothing yet. */
export function CourseDetail({ reportTitle }: Pick<PageProps, 'reportTitle'>) {
  const { id } = useParams();
  const navigate = useNavigate();
  const course = findById(courses, id);

  useReportTitle(reportTitle, course ? course.title : COURSE_NOT_FOUND);

  const goBack = () => {
    // With no page to go back to (a pasted link), Go Back leads to the course list instead of leaving the site.
    if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0) navigate(-1);
    else navigate(pages.courses.href());
  };

  if (!course) {
    return (
      <Section>
        <Container css={{ textAlign: 'center', maxWidth: '40rem' }}>
          <h1>{COURSE_NOT_FOUND}</h1>
          <p>We could not find a course at this address. It may have been renamed or removed.</p>
          <div css={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button type="button" onClick={goBack}>
              Go Back
            </Button>
            <ButtonLink to={pages.courses.href()} variant="secondary">
              All courses
            </ButtonLink>
          </div>
        </Container>
      </Section>
    );
  }

  return (
    <article>
      <header css={(theme) => ({ background: theme.color.inverseSurface, color: theme.color.inverseText, padding: `${theme.space.xl} 0` })}>
        <Container>
          <Tag css={{ marginBottom: 12 }}>{formatGrades(course.grade)}</Tag>
          <h1 css={(theme) => ({ fontSize: theme.fontSize.xxl })}>{course.title}</h1>
          <p css={(theme) => ({ color: theme.color.inverseMuted, fontSize: theme.fontSize.lg, maxWidth: '46rem', margin: 0 })}>
            {course.description}
          </p>
        </Container>
      </header>
      <Section css={{ paddingTop: 32 }}>
        <Container
          css={(theme) => ({
            display: 'grid',
            gap: theme.space.xl,
            '@media (min-width: 1024px)': { gridTemplateColumns: '1fr 22rem', alignItems: 'start' },
          })}
        >
          <div>
            <div css={(theme) => ({ borderRadius: theme.radius.lg, overflow: 'hidden', marginBottom: theme.space.lg })}>
              <Illustration src={course.image} alt={course.imageAlt} priority />
            </div>
            <Prose>
              <h2 css={{ marginTop: 0 }}>Overview</h2>
              {course.overview.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
              <h2>What you will learn</h2>
              <ul>
                {course.outcomes.map((outcome) => (
                  <li key={outcome}>{outcome}</li>
                ))}
              </ul>
            </Prose>
          </div>
          <Card as="aside" aria-label="Course summary" css={(theme) => ({ padding: theme.space.lg, display: 'grid', gap: theme.space.sm })}>
            <p css={{ margin: 0 }}>
              <span css={(theme) => ({ display: 'block', color: theme.color.muted, fontSize: theme.fontSize.sm })}>Price</span>
              <strong css={(theme) => ({ fontSize: theme.fontSize.xxl })}>{formatRupees(course.price)}</strong>
            </p>
            <StarRating rating={course.rating} reviews={course.reviews} />
            <dl
              css={(theme) => ({
                margin: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: `${theme.space.xxs} ${theme.space.md}`,
                dt: { color: theme.color.muted },
                dd: { margin: 0, fontWeight: 600 },
              })}
            >
              <dt>Instructor</dt>
              <dd>{course.instructor}</dd>
              <dt>Grades</dt>
              <dd>{course.grade.replace('-', '–')}</dd>
              <dt>Duration</dt>
              <dd>{course.duration}</dd>
              <dt>Lessons</dt>
              <dd>{course.lessons}</dd>
            </dl>
            <Button type="button" variant="accent">
              Enroll Now
            </Button>
            <ButtonLink to={pages.courses.href()} variant="ghost">
              ← All courses
            </ButtonLink>
          </Card>
        </Container>
      </Section>
    </article>
  );
}
