import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseEnrollments, courses } from "~/db/schema";

/** The learner's enrolments with their course, newest first: one query whatever their number. */
export async function listEnrolments(db: Database, userId: string) {
  return db
    .select({
      id: courseEnrollments.id,
      progress: courseEnrollments.progress,
      enrolledAt: courseEnrollments.createdAt,
      course: {
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        instructor: courses.instructor,
        duration: courses.duration,
        lessonsCount: courses.lessonsCount,
      },
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(eq(courseEnrollments.userId, userId))
    .orderBy(desc(courseEnrollments.createdAt));
}
