export { CourseList } from './course-list';
export { CourseDetail } from './course-detail';
export { courseListMeta, courseItems, describeCourse } from './course-meta';
export { courseWords } from './words';
