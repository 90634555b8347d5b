import { count, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseEnrollments, courses } from "~/db/schema";

/**
 * A course's students: the learners enrolled in it, counted from their enrolments. The one
 * definition every figure shares (catalogue cards, the course page, the admin overview, the
 * Courses tab, the API), so they always agree; nothing stores a number of its own.
 *
 * One grouped count to left-join onto any query of courses, whatever their number:
 *
 *   const enrolled = courseStudents(db);
 *   db.select({ …, students: enrolled.students }).from(courses).leftJoin(enrolled.table, enrolled.on)
 *
 * Enrolments made or removed raise the content version (migration 0010), so cached pages show
 * the new figure at once.
 */
export function courseStudents(db: Database) {
  const table = db
    .select({ courseId: courseEnrollments.courseId, n: count().as("students_n") })
    .from(courseEnrollments)
    .groupBy(courseEnrollments.courseId)
    .as("course_students");
  return {
    table,
    on: eq(table.courseId, courses.id),
    /** The course's number of enrolled learners (0 when none). */
    students: sql<number>`coalesce(${table.n}, 0)`.mapWith(Number),
  };
}
