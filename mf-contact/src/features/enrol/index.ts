export { CourseSummary } from './course-summary';
export { EnrolForm } from './enrol-form';
export { describeEnrol, enrolTitle } from './enrol-page-meta';
export { monthLabel } from './fields';
export { enrolWords } from './words';
