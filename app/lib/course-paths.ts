/** Where an enrolled learner takes a course: its lessons, quizzes and progress in one page. */
export function courseContentPath(courseId: string): string {
  return `/dashboard/courses/${courseId}/content`;
}
