import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseEnrollments, courses, lessons } from "~/db/schema";
import { type FormKey, recordSubmission } from "~/domain/abuse/form-submissions.server";
import { recordAudit } from "~/domain/admin/audit.server";
import { type Certificate, issueCertificate } from "~/domain/learning/certificates.server";
import {
  type CertificateMailServices,
  queueCertificateIssuedEmail,
} from "~/domain/mail/certificate-emails.server";
import { notify } from "~/domain/notifications/notifications.server";
import { isUuid } from "~/lib/uuid";
import { type CourseActor, withManagedCourse } from "./courses.server";

// Lessons of a course in the admin Courses tab. Every change runs in one transaction that locks
// the course row (so two editors never interleave), keeps order_index a gap-free 0…n-1 sequence,
// and brings the course's lessons_count and its learners' progress into line before committing.

export type LessonInput = {
  title: string;
  description: string;
  type: "video" | "embed" | "text";
  videoUrl: string | null;
  duration: string;
  durationSeconds: number;
};

const lessonColumns = {
  id: lessons.id,
  orderIndex: lessons.orderIndex,
  title: lessons.title,
  description: lessons.description,
  type: lessons.type,
  videoUrl: lessons.videoUrl,
  duration: lessons.duration,
  durationSeconds: lessons.durationSeconds,
};

export async function listLessons(db: Database, courseId: string) {
  return db
    .select(lessonColumns)
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.orderIndex), asc(lessons.createdAt));
}

export type AdminLesson = Awaited<ReturnType<typeof listLessons>>[number];

export async function findLesson(db: Database, courseId: string, lessonId: string) {
  if (!isUuid(lessonId)) return null;
  const [lesson] = await db
    .select(lessonColumns)
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
    .limit(1);
  return lesson ?? null;
}

/**
 * After lessons were added or removed: the course's lessons_count, then every learner's progress
 * recomputed as completed lessons / lessons, in the caller's transaction.
 *
 * What we chose: a learner who already completed the course keeps 100%, their completion date
 * and their certificate (a new lesson never takes an issued certificate back). Anyone else gets
 * the honest figure, which a new lesson lowers; when removing a lesson leaves them with every
 * remaining lesson completed, the course completes for them as it would have by watching:
 * "Course Complete" notification and certificate, whose e-mail is queued in the same transaction
 * when `mail` is given.
 */
export async function syncCourseLessons(
  tx: Database,
  courseId: string,
  mail?: CertificateMailServices,
  now = new Date(),
): Promise<{ lessonsCount: number; issued: Certificate[] }> {
  const [totals] = await tx
    .select({ n: count() })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  const total = totals?.n ?? 0;
  await tx.update(courses).set({ lessonsCount: total }).where(eq(courses.id, courseId));

  // One statement for every enrolment, however many: completed lessons of this course / total.
  // Written out in full: inside an UPDATE, drizzle leaves column names unqualified, which the
  // subquery would read as its own lp columns.
  const done = sql.raw(`(select count(*) from lesson_progress lp
    where lp.user_id = course_enrollments.user_id and lp.course_id = course_enrollments.course_id
      and lp.completed_at is not null)`);
  await tx
    .update(courseEnrollments)
    .set({
      progress:
        total === 0 ? 0 : sql`least(100, round(${done} * 100.0 / ${total}))::int`.mapWith(Number),
      updatedAt: now,
    })
    .where(and(eq(courseEnrollments.courseId, courseId), isNull(courseEnrollments.completedAt)));

  const completed = await tx
    .update(courseEnrollments)
    .set({ completedAt: now })
    .where(
      and(
        eq(courseEnrollments.courseId, courseId),
        isNull(courseEnrollments.completedAt),
        eq(courseEnrollments.progress, 100),
      ),
    )
    .returning({ userId: courseEnrollments.userId });
  const issued: Certificate[] = [];
  if (completed.length > 0) {
    const [course] = await tx
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.id, courseId));
    for (const { userId } of completed) {
      await notify(tx, {
        userId,
        topic: "progress",
        type: "success",
        notice: { key: "courseComplete", course: course?.title ?? null },
        link: "/dashboard/certificates",
      });
      const result = await issueCertificate(tx, { userId, courseId });
      if (result.status === "issued") {
        issued.push(result.certificate);
        if (mail) await queueCertificateIssuedEmail(mail, tx, result.certificate);
      }
    }
  }
  return { lessonsCount: total, issued };
}

/** Renumbers the course's lessons 0…n-1 in the given order. */
async function renumber(tx: Database, ids: readonly string[]) {
  for (const [index, id] of ids.entries()) {
    await tx.update(lessons).set({ orderIndex: index }).where(eq(lessons.id, id));
  }
}

async function orderedIds(tx: Database, courseId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.orderIndex), asc(lessons.createdAt));
  return rows.map((r) => r.id);
}

/** Adds a lesson at the end of a course the actor manages. */
export async function createLesson(
  db: Database,
  actor: CourseActor,
  courseId: string,
  input: LessonInput,
  form: FormKey = { kind: "lesson" },
  mail?: CertificateMailServices,
) {
  return withManagedCourse(db, actor, courseId, null, async (tx, course) => {
    const ids = await orderedIds(tx, course.id);
    const [row] = await tx
      .insert(lessons)
      .values({ ...input, courseId: course.id, orderIndex: ids.length })
      .returning({ id: lessons.id });
    if (!row) throw new Error("the lesson insert returned no row");
    await recordSubmission(tx, form, row.id);
    const synced = await syncCourseLessons(tx, course.id, mail);
    return { id: row.id, ...synced };
  });
}

/** Saves a lesson's fields; answers its previous video address (for file cleanup) or null. */
export async function updateLesson(
  db: Database,
  actor: CourseActor,
  courseId: string,
  lessonId: string,
  input: LessonInput,
) {
  if (!isUuid(lessonId)) return null;
  return withManagedCourse(db, actor, courseId, null, async (tx, course) => {
    const [before] = await tx
      .select({ videoUrl: lessons.videoUrl })
      .from(lessons)
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, course.id)))
      .limit(1);
    if (!before) return null;
    await tx.update(lessons).set(input).where(eq(lessons.id, lessonId));
    return { previousVideoUrl: before.videoUrl };
  });
}

/** Moves a lesson one place up or down (nothing at either end). */
export async function moveLesson(
  db: Database,
  actor: CourseActor,
  courseId: string,
  lessonId: string,
  direction: "up" | "down",
): Promise<"moved" | "unchanged" | "not-found"> {
  if (!isUuid(lessonId)) return "not-found";
  return withManagedCourse(db, actor, courseId, "not-found", async (tx, course) => {
    const ids = await orderedIds(tx, course.id);
    const from = ids.indexOf(lessonId);
    if (from === -1) return "not-found";
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return "unchanged";
    [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
    await renumber(tx, ids);
    return "moved";
  });
}

/**
 * Deletes a lesson (its learners' progress on it goes with it), closes the gap in the order,
 * syncs the course and records the deletion in the audit log.
 */
export async function deleteLesson(
  db: Database,
  actor: CourseActor,
  courseId: string,
  lessonId: string,
  mail?: CertificateMailServices,
) {
  if (!isUuid(lessonId)) return null;
  return withManagedCourse(db, actor, courseId, null, async (tx, course) => {
    const [removed] = await tx
      .delete(lessons)
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, course.id)))
      .returning({ id: lessons.id, title: lessons.title, videoUrl: lessons.videoUrl });
    if (!removed) return null;
    await renumber(tx, await orderedIds(tx, course.id));
    const synced = await syncCourseLessons(tx, course.id, mail);
    await recordAudit(tx, actor, {
      action: "lesson.deleted",
      targetType: "lesson",
      targetId: removed.id,
      targetLabel: removed.title,
      details: { courseId: course.id, course: course.title },
    });
    return { videoUrl: removed.videoUrl, ...synced };
  });
}
