import { useNavigate, useParams } from 'shared/router';
import { type PageProps } from 'shared/contracts';
import { Button, ButtonLink, Card, Container, Section } from 'shared/ui';
import { courses as englishCourses } from '../../data/courses';
import { findById } from '../../lib/collections';
import { formatNumber, formatRupees } from 'shared/i18n';
import { Illustration } from '../../components/illustration';
import { useReportTitle } from '../../components/use-report-title';
import { StarRating } from './star-rating';
import { Prose, Tag } from '../../components/layout';
import { pages } from '../../exposed/pages';
import { useData, useLocale, useWords } from '../../i18n';
import { courseWords } from './words';

/**
 * Where a course's Enroll Now leads: its registration page, which mf-contact serves (issue 40). A path
 * without the language's prefix: the router's basename keeps the visitor in the page's language.
 */
export const enrolHref = (id: string): string => `${pages.course.href(id)}/enrol`;

/** /courses/:id: overview, price and Enroll Now, which leads to the course's registration form. */
export function CourseDetail({ reportTitle }: Pick<PageProps, 'reportTitle'>) {
  const courses = useData('courses', englishCourses);
  const { i18n } = useWords(courseWords);
  const locale = useLocale();
  const { id } = useParams();
  const navigate = useNavigate();
  const course = findById(courses, id);

  useReportTitle(reportTitle, course ? course.title : i18n._('course.notFound.title'));

  const goBack = () => {
    // With no page to go back to (a pasted link), Go Back leads to the course list instead of leaving the site.
    if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0) navigate(-1);
    else navigate(pages.courses.href());
  };

  if (!course) {
    return (
      <Section>
        <Container css={{ textAlign: 'center', maxWidth: '40rem' }}>
          <h1>{i18n._('course.notFound.title')}</h1>
          <p>{i18n._('course.notFound.text')}</p>
          <div css={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button type="button" onClick={goBack}>
              {i18n._('course.notFound.back')}
            </Button>
            <ButtonLink to={pages.courses.href()} variant="secondary">
              {i18n._('course.allCourses')}
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
          <Tag css={{ marginBottom: 12 }}>{i18n._('course.grades', { range: course.grade.replace('-', '–') })}</Tag>
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
              <h2 css={{ marginTop: 0 }}>{i18n._('course.overview')}</h2>
              {course.overview.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
              <h2>{i18n._('course.outcomes')}</h2>
              <ul>
                {course.outcomes.map((outcome) => (
                  <li key={outcome}>{outcome}</li>
                ))}
              </ul>
            </Prose>
          </div>
          <Card
            as="aside"
            aria-label={i18n._('course.summary')}
            css={(theme) => ({ padding: theme.space.lg, display: 'grid', gap: theme.space.sm })}
          >
            <p css={{ margin: 0 }}>
              <span css={(theme) => ({ display: 'block', color: theme.color.muted, fontSize: theme.fontSize.sm })}>
                {i18n._('course.price')}
              </span>
              <strong css={(theme) => ({ fontSize: theme.fontSize.xxl })}>{formatRupees(locale, course.price)}</strong>
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
              <dt>{i18n._('course.instructor')}</dt>
              <dd>{course.instructor}</dd>
              <dt>{i18n._('course.gradesLabel')}</dt>
              <dd>{course.grade.replace('-', '–')}</dd>
              <dt>{i18n._('course.duration')}</dt>
              <dd>{course.duration}</dd>
              <dt>{i18n._('course.lessons')}</dt>
              <dd>{formatNumber(locale, course.lessons)}</dd>
            </dl>
            <ButtonLink to={enrolHref(course.id)} variant="accent">
              {i18n._('course.enroll')}
            </ButtonLink>
            <ButtonLink to={pages.courses.href()} variant="ghost">
              {i18n._('course.backToAll')}
            </ButtonLink>
          </Card>
        </Container>
      </Section>
    </article>
  );
}
