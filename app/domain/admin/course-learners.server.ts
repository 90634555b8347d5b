import { and, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseEnrollments, user } from "~/db/schema";
import type { KeysetPage, KeysetQuery } from "./keyset";
import { cursorAt, keysetPage } from "./keyset.server";

export type CourseLearner = {
  /** The enrolment's id (a learner is on the list once per course). */
  id: string;
  name: string;
  progress: number;
  enrolledAt: Date;
  completedAt: Date | null;
};

/**
 * One page of a course's learners (keyset, 25 a page, newest enrolment first) and how many
 * learners the course has in all. A popular course has thousands, so the list is paged like the
 * other lists that grow without bound (keyset.ts): page 80 costs what page 1 costs, read from
 * the (course_id, created_at, id) index. The total is counted, not estimated: one index-only scan
 * of the course's enrolments. Two queries (three when a Newer link reaches the top). The caller
 * found the course among those the actor manages (findManagedCourse) first.
 */
export async function listCourseLearners(
  db: Database,
  courseId: string,
  page: KeysetQuery = { kind: "newest" },
): Promise<{ page: KeysetPage<CourseLearner>; total: number }> {
  const ofCourse = eq(courseEnrollments.courseId, courseId);
  const [listed, [counted]] = await Promise.all([
    keysetPage(courseEnrollments, page, (window) =>
      db
        .select({
          id: courseEnrollments.id,
          name: user.name,
          progress: courseEnrollments.progress,
          enrolledAt: courseEnrollments.createdAt,
          completedAt: courseEnrollments.completedAt,
          cursorAt: cursorAt(courseEnrollments.createdAt),
        })
        .from(courseEnrollments)
        .innerJoin(user, eq(user.id, courseEnrollments.userId))
        .where(and(ofCourse, window.where))
        .orderBy(...window.orderBy)
        .limit(window.limit),
    ),
    // Every enrolment has its learner (user_id is not null and cascades), so this counts the
    // same rows the pages list.
    db.select({ total: count() }).from(courseEnrollments).where(ofCourse),
  ]);
  return { page: listed, total: counted?.total ?? 0 };
}
