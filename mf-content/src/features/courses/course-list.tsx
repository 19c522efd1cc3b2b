import { ButtonLink, Card, Container, PageHeader, Section } from 'shared/ui';
import { courses } from '../../data/courses';
import { CardBody, CardGrid, Tag } from '../../components/layout';
import { Illustration } from '../../components/illustration';
import { StarRating } from '../../components/star-rating';
import { formatGrades, formatRupees } from '../../lib/format';
import { pages } from '../../exposed/pages';
import { COURSES_INTRO } from './course-meta';

/** /courses: the grid of online courses. */
export function CourseList() {
  return (
    <>
      <PageHeader title="Online Courses" intro={COURSES_INTRO} />
      <Section>
        <Container>
          <CardGrid aria-label="Courses" min="18rem">
            {courses.map((course, index) => (
              <li key={course.id}>
                <Card as="article" css={{ display: 'flex', flexDirection: 'column' }}>
                  <Illustration src={course.image} alt={course.imageAlt} eager={index < 3} priority={index === 0} />
                  <CardBody css={{ flex: 1 }}>
                    <Tag css={{ alignSelf: 'flex-start' }}>{formatGrades(course.grade)}</Tag>
                    <h2>{course.title}</h2>
                    <p css={(theme) => ({ color: theme.color.muted })}>{course.description}</p>
                    <StarRating rating={course.rating} reviews={course.reviews} />
                    <p css={(theme) => ({ fontSize: theme.fontSize.sm })}>Instructor: {course.instructor}</p>
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
                        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0,0,0,0)' }}>Price: </span>
                        {formatRupees(course.price)}
                      </p>
                      <ButtonLink to={pages.course.href(course.id)} aria-label={`View Details: ${course.title}`}>
                        View Details
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
