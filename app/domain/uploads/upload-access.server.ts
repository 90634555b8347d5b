import { and, eq, exists, or, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { courseEnrollments, courseResources, courses, lessons, videoRenditions } from "~/db/schema";
import { can } from "~/domain/auth/permissions";
import type { SessionUser } from "~/domain/auth/session.server";

/**
 * Whether `user` may fetch the course file at `url` (an /uploads/lesson-videos/…,
 * /uploads/lesson-renditions/… or /uploads/course-resources/… address): some course that uses
 * it, as a lesson's video (or a smaller copy of it) or as a download, has the user enrolled (an enrolment in a course later unpublished counts, as on the
 * course content page), is theirs as its instructor (courses.manageOwn), or they manage every
 * course (courses.manageAll). A file no course uses is nobody's. Signed out: never.
 *
 * One query, read on every request (a playing video asks for range after range), so the answer
 * follows the database at once: the request after an enrolment ends is refused. The files are
 * found through the partial indexes on /uploads/… addresses (migration 0009); the `like` below
 * repeats their condition word for word so the planner can use them.
 */
export async function mayFetchCourseFile(
  db: Database,
  user: Pick<SessionUser, "id" | "role"> | null,
  url: string,
): Promise<boolean> {
  if (!user) return false;
  // The courses that use the file: each side an index probe, whatever the catalogue's size.
  const usedBy = unionAll(
    db
      .select({ courseId: lessons.courseId })
      .from(lessons)
      .where(and(eq(lessons.videoUrl, url), sql`${lessons.videoUrl} like '/uploads/%'`)),
    db
      .select({ courseId: courseResources.courseId })
      .from(courseResources)
      .where(and(eq(courseResources.url, url), sql`${courseResources.url} like '/uploads/%'`)),
    // A copy is its original's: the lessons that show that video.
    db
      .select({ courseId: lessons.courseId })
      .from(videoRenditions)
      .innerJoin(lessons, eq(lessons.videoUrl, videoRenditions.sourceUrl))
      .where(
        or(
          eq(videoRenditions.dataSaverUrl, url),
          eq(videoRenditions.standardUrl, url),
          eq(videoRenditions.audioUrl, url),
          eq(videoRenditions.posterUrl, url),
        ),
      ),
  ).as("used_by");
  const allowed: (SQL | undefined)[] = [
    exists(
      db
        .select({ one: sql`1` })
        .from(courseEnrollments)
        .where(
          and(eq(courseEnrollments.userId, user.id), eq(courseEnrollments.courseId, courses.id)),
        ),
    ),
  ];
  if (can(user.role, "courses.manageAll")) allowed.push(sql`true`);
  else if (can(user.role, "courses.manageOwn")) allowed.push(eq(courses.ownerId, user.id));
  const [row] = await db
    .select({ id: courses.id })
    .from(usedBy)
    .innerJoin(courses, eq(courses.id, usedBy.courseId))
    .where(or(...allowed))
    .limit(1);
  return row !== undefined;
}
