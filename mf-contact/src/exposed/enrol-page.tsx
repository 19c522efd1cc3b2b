import { useEffect, useRef } from 'react';
import { COURSES, courseById, type CourseFacts, type PageModule, type PageProps } from 'shared/contracts';
import { prepareAll } from 'shared/i18n';
import { useWords } from '../i18n';
import { Link, useParams } from 'shared/router';
import { Container, PageHeader, RemoteRoot, Section } from 'shared/ui';
import { formWords } from 'shared/ui/words';

import { Columns } from '../components/columns';
import { InfoCard } from '../components/info-card';
import { CourseSummary, EnrolForm, describeEnrol, enrolTitle, enrolWords } from '../features/enrol';

/** The path of the course list (mf-content's /courses), where an unknown course sends the visitor. */
const COURSES_PATH = '/courses';

function EnrolPageContent({ course, formOutcome, locale }: { readonly course: CourseFacts } & Pick<PageProps, 'formOutcome' | 'locale'>) {
  const { i18n } = useWords();
  return (
    <>
      <PageHeader title={enrolTitle(locale, course)} intro={i18n._('enrol.intro')} />
      <Section>
        <Container>
          <Columns>
            <InfoCard aria-labelledby="enrol-course-heading">
              <CourseSummary course={course} locale={locale} />
            </InfoCard>
            <InfoCard aria-labelledby="enrol-form-heading">
              <h2 id="enrol-form-heading">{i18n._('enrol.formHeading')}</h2>
              <EnrolForm course={course} formOutcome={formOutcome} locale={locale} />
            </InfoCard>
          </Columns>
        </Container>
      </Section>
    </>
  );
}

function CourseNotFound() {
  const { i18n } = useWords();
  return (
    <>
      <PageHeader title={i18n._('enrol.notFound')} intro={i18n._('enrol.notFoundText')} />
      <Section>
        <Container>
          <Link to={COURSES_PATH}>{i18n._('enrol.allCourses')}</Link>
        </Container>
      </Section>
    </>
  );
}

/**
 * Public entry of mf-contact's course registration (issue 40): /courses/:id/enrol. A detail page: it
 * reports "Register for <course>" as its title, and says so when the contract knows no such course.
 */
export default function EnrolPage({ formOutcome, locale, reportTitle }: PageProps) {
  const { id } = useParams();
  const course = id === undefined ? undefined : courseById(id);
  // An unknown course is titled as its heading says (Course Not Found), as the server titled it.
  const title = course ? enrolTitle(locale, course) : enrolWords.i18nFor(locale)._('enrol.notFound');
  const report = useRef(reportTitle);
  report.current = reportTitle;
  useEffect(() => report.current(title), [title]);
  return (
    <RemoteRoot boundary="contact">
      <enrolWords.Words locale={locale}>
        {course ? <EnrolPageContent course={course} formOutcome={formOutcome} locale={locale} /> : <CourseNotFound />}
      </enrolWords.Words>
    </RemoteRoot>
  );
}

/** What sharers and search engines read about this page, in its language; not-found for an unknown course. */
export const describe: NonNullable<PageModule['describe']> = ({ id }, locale) => describeEnrol(id, locale);

/** Every course's registration page, for sitemap.xml (a detail page that lists no items leaves the sitemap incomplete). */
export const items: NonNullable<PageModule['items']> = () => COURSES.map((course) => ({ id: course.id }));

/** Loads the page's words in a language before the shell renders it, the forms' own (a failed send's, the e-mail's) with them. */
export const prepare: NonNullable<PageModule['prepare']> = prepareAll(enrolWords, formWords);
