import { formatRupees, type Words } from 'shared/i18n';
import { useWords } from '../../i18n';
import type { Locale } from 'shared/contracts';
import { CANCELLATION_POLICY, courseTitle, type CourseFacts } from 'shared/contracts';

/**
 * The cancellation policy's steps as sentences, highest refund first. The days are counted by the
 * messages' plurals, which write the number as the language does; a percentage is a whole number from
 * 0 to 100, written the same in every language here (Latin digits, nothing to group).
 */
function policyLines(i18n: Words): string[] {
  return CANCELLATION_POLICY.map((step, index) => {
    const percent = `${step.refundPercent}%`;
    if (step.minDays > 0) return i18n._('enrol.refundBefore', { days: step.minDays, percent });
    const days = CANCELLATION_POLICY[index - 1]?.minDays ?? 0;
    return step.refundPercent > 0 ? i18n._('enrol.refundLate', { days, percent }) : i18n._('enrol.refundNone', { days });
  });
}

/** What a parent registers for: the course, its price, what is included, its grades and the cancellation policy. */
export function CourseSummary({ course, locale }: { readonly course: CourseFacts; readonly locale?: Locale }) {
  const { i18n } = useWords();
  return (
    <>
      <h2 id="enrol-course-heading">{courseTitle(course, locale)}</h2>
      <dl css={(theme) => ({ display: 'grid', gap: theme.space.sm, dd: { margin: 0, fontWeight: 600 } })}>
        <div>
          <dt>{i18n._('enrol.price')}</dt>
          <dd>{i18n._('enrol.priceValue', { price: formatRupees(locale, course.priceInr) })}</dd>
        </div>
        <div>
          <dt>{i18n._('enrol.included')}</dt>
          <dd>{i18n._('enrol.includedValue', { lessons: course.lessons, weeks: course.weeks })}</dd>
        </div>
        <div>
          <dt>{i18n._('enrol.grades')}</dt>
          <dd>{i18n._('enrol.gradesValue', { min: course.grades.min, max: course.grades.max })}</dd>
        </div>
      </dl>
      <h3 id="enrol-policy-heading">{i18n._('enrol.cancellation')}</h3>
      <ul aria-labelledby="enrol-policy-heading">
        {policyLines(i18n).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
