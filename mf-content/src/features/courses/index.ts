export { CourseList } from './course-list';
export { CourseDetail } from './course-detail';
