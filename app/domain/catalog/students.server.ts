import { eq, sql } from "drizzle-orm";
import { courseStats, courses } from "~/db/schema";

/**
 * A course's students: the learners enrolled in it. The one definition every figure shares
 * (catalogue cards, the course page, the admin overview, the Courses tab, the API), so they
 * always agree. The number is counted, never typed in: course_stats holds each course's count of
 * its course_enrollments rows, kept by a trigger in the same statement as every enrolment made or
 * removed (migration 0014), so showing it reads one row per course instead of every enrolment.
 *
 * The table to left-join onto any query of courses, whatever their number:
 *
 *   const enrolled = courseStudents();
 *   db.select({ …, students: enrolled.students }).from(courses).leftJoin(enrolled.table, enrolled.on)
 *
 * A statement that changes a course's students raises the content version (the same trigger), so
 * cached pages show the new figure at once.
 */
export function courseStudents() {
  return {
    table: courseStats,
    on: eq(courseStats.courseId, courses.id),
    /** The course's number of enrolled learners (0 when none). */
    students: sql<number>`coalesce(${courseStats.students}, 0)`.mapWith(Number),
  };
}
