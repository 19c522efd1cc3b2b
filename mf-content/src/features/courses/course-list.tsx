import { ButtonLink, Card, Container, PageHeader, Section } from 'shared/ui';
import { courses as englishCourses } from '../../data/courses';
import { CardBody, CardGrid, Tag } from '../../components/layout';
import { Illustration } from '../../components/illustration';
import { StarRating } from './star-rating';
import { formatRupees } from 'shared/i18n';
import { pages } from '../../exposed/pages';
import { useData, useLocale, useWords } from '../../i18n';
import { courseWords } from './words';

/** /courses: the grid of online courses. */
export function CourseList() {
  const courses = useData('courses', englishCourses);
  const { i18n } = useWords(courseWords);
  const locale = useLocale();
  return (
    <>
      <PageHeader title={i18n._('courses.title')} intro={i18n._('courses.intro')} />
      <Section>
        <Container>
          <CardGrid aria-label={i18n._('courses.list')} min="18rem">
            {courses.map((course, index) => (
              <li key={course.id}>
                <Card as="article" css={{ display: 'flex', flexDirection: 'column' }}>
                  <Illustration src={course.image} alt={course.imageAlt} eager={index < 3} priority={index === 0} />
                  <CardBody css={{ flex: 1 }}>
                    <Tag css={{ alignSelf: 'flex-start' }}>{i18n._('course.grades', { range: course.grade.replace('-', '–') })}</Tag>
                    <h2>{course.title}</h2>
                    <p css={(theme) => ({ color: theme.color.muted })}>{course.description}</p>
                    <StarRating rating={course.rating} reviews={course.reviews} />
                    <p css={(theme) => ({ fontSize: theme.fontSize.sm })}>{i18n._('course.instructorIs', { name: course.instructor })}</p>
                    <div
                      css={(theme) => ({
                        marginTop: 'auto',
                        paddingTop: theme.space.sm,
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'space-between',
                        gap: theme.space.sm,
                        flexWrap: 'wrap',
                      })}
                    >
                      <p css={(theme) => ({ fontSize: theme.fontSize.xl, fontWeight: 700, color: theme.color.text })}>
                        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0,0,0,0)' }}>
                          {i18n._('course.pricePrefix')}{' '}
                        </span>
                        {formatRupees(locale, course.price)}
                      </p>
                      <ButtonLink to={pages.course.href(course.id)} aria-label={i18n._('course.viewDetailsOf', { title: course.title })}>
                        {i18n._('course.viewDetails')}
                      </ButtonLink>
                    </div>
                  </CardBody>
                </Card>
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>
    </>
  );
}
