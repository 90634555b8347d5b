import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseEnrollments, user } from "~/db/schema";

/**
 * The learners of one course: name, progress, enrolled date, newest first. The caller found the
 * course among those the actor manages (findManagedCourse) first.
 */
export async function listCourseLearners(db: Database, courseId: string) {
  return db
    .select({
      id: courseEnrollments.id,
      name: user.name,
      progress: courseEnrollments.progress,
      enrolledAt: courseEnrollments.createdAt,
      completedAt: courseEnrollments.completedAt,
    })
    .from(courseEnrollments)
    .innerJoin(user, eq(user.id, courseEnrollments.userId))
    .where(eq(courseEnrollments.courseId, courseId))
    .orderBy(desc(courseEnrollments.createdAt), asc(user.name));
}
