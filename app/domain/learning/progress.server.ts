import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseEnrollments, courses, learningActivity, lessonProgress, lessons } from "~/db/schema";
import { type Certificate, issueCertificateWithEmail } from "~/domain/learning/certificates.server";
import type { CertificateMailServices } from "~/domain/mail/certificate-emails.server";
import { notify } from "~/domain/notifications/notifications.server";
import type { Services } from "~/services.server";
import { courseProgressPercent, isLessonComplete, MAX_REPORT_SECONDS } from "./progress-rules";

export type ProgressServices = Pick<Services, "db" | "mailer" | "logger" | "env" | "outbox">;

export type LessonProgressReport = {
  userId: string;
  courseId: string;
  lessonId: string;
  /** How far the lesson has been watched, 0-100 (the player reports 10% steps and 100). */
  percent: number;
  /** Where to resume, in seconds. */
  position: number;
  /** Seconds actually played since the player's previous report. */
  watched: number;
  /** The moment of the report; tests move it, the app leaves it to the clock. */
  now?: Date;
};

export type ProgressOutcome =
  | { status: "not-enrolled" }
  | { status: "not-in-course" }
  | {
      status: "saved";
      lesson: {
        watchedPercentage: number;
        positionSeconds: number;
        completed: boolean;
        /** This report completed the lesson. */
        completedNow: boolean;
      };
      course: {
        progress: number;
        completed: boolean;
        /** This report took the course to 100%. */
        completedNow: boolean;
      };
      /** The watch seconds this report added to the learner's time, after the caps. */
      creditedSeconds: number;
      /** The certificate this report issued, if it did (its e-mail has been sent). */
      certificate: Certificate | null;
    };

/**
 * The seconds of watching a report may add to the learner's time. The client's `watched` is
 * trusted only within what could have happened:
 * - no more than the wall-clock time since the previous report in this course (or since the
 *   enrolment), so however a client posts, hours learned never exceed real time spent; the course's
 *   reports are serialised by the enrolment lock, so two tabs cannot both claim the same stretch;
 * - no more than the lesson's length when it is known (a report covers one lesson), and never more
 *   than MAX_REPORT_SECONDS.
 */
export function creditedWatchSeconds({
  watched,
  now,
  previousReportAt,
  lessonSeconds,
}: {
  watched: number;
  now: Date;
  previousReportAt: Date;
  lessonSeconds: number | null;
}): number {
  const elapsed = Math.floor((now.getTime() - previousReportAt.getTime()) / 1000);
  const cap = Math.min(
    Math.max(0, elapsed),
    lessonSeconds && lessonSeconds > 0 ? lessonSeconds : MAX_REPORT_SECONDS,
    MAX_REPORT_SECONDS,
  );
  return Math.max(0, Math.min(Math.floor(watched), cap));
}

type Change = {
  userId: string;
  courseId: string;
  lessonId: string;
  percent: number;
  /** null keeps the saved position (Mark as Completed has none). */
  position: number | null;
  /** null: the lesson's own length, capped like any report (Mark as Completed). */
  watched: number | null;
  now: Date;
};

type TransactionResult =
  | Exclude<ProgressOutcome, { status: "saved" }>
  | (Omit<Extract<ProgressOutcome, { status: "saved" }>, "certificate"> & {
      issued: Certificate | null;
    });

/** The learner's "Course Complete" notification (topic "progress": their choice applies). */
export function notifyCourseComplete(db: Database, userId: string, courseTitle?: string) {
  return notify(db, {
    userId,
    topic: "progress",
    type: "success",
    notice: { key: "courseComplete", course: courseTitle ?? null },
    link: "/dashboard/certificates",
  });
}

/**
 * Whether a lesson may count as completed as far as its check goes: it has no required check,
 * or the learner has passed it (any graded attempt).
 */
export async function requiredCheckPassed(
  db: Database,
  userId: string,
  lessonId: string,
): Promise<boolean> {
  // Raw SQL with aliases: drizzle writes a one-table query's columns unqualified, which a
  // correlated subquery would read as its own table's.
  const result = await db.execute(sql`
    select q.required, exists (
      select 1 from quiz_attempts a where a.quiz_id = q.id and a.user_id = ${userId} and a.passed
    ) as passed
    from quizzes q where q.lesson_id = ${lessonId} limit 1`);
  const [row] = (result as unknown as { rows: { required: boolean; passed: boolean }[] }).rows;
  return !row?.required || row.passed;
}

/**
 * A learner's progress in a course, decided again after something it counts changed (a lesson
 * completed, a quiz passed), in that change's transaction with the enrolment locked: completed
 * lessons, plus the final assessment as one more step when the course has one (with questions),
 * counted once passed. It only ever goes up. Reaching 100% completes the course: the "Course
 * Complete" notification and the certificate, carrying the final assessment's kept score.
 */
export async function settleCourseProgress(
  tx: Database,
  mail: CertificateMailServices,
  input: {
    userId: string;
    courseId: string;
    enrolment: { id: string; progress: number; completedAt: Date | null };
    now: Date;
    /** Watch time this change adds to the enrolment's total. */
    creditedSeconds?: number;
  },
): Promise<{ progress: number; completedNow: boolean; issued: Certificate | null }> {
  const { userId, courseId, enrolment, now } = input;
  // Aliased raw subqueries: drizzle writes a one-table query's columns unqualified, which a
  // correlated subquery would read as its own table's.
  const [totals] = await tx
    .select({
      total: sql`(select count(*) from lessons l where l.course_id = ${courseId})`.mapWith(Number),
      done: count(),
      // The final assessment counts when it asks something; it is done once passed.
      final:
        sql`(select count(*) from quizzes f where f.course_id = ${courseId} and f.lesson_id is null
        and exists (select 1 from quiz_questions q where q.quiz_id = f.id and q.retired_at is null))`.mapWith(
          Number,
        ),
      finalPassed:
        sql`(select count(*) from quizzes f where f.course_id = ${courseId} and f.lesson_id is null
        and exists (select 1 from quiz_attempts a where a.quiz_id = f.id and a.user_id = ${userId} and a.passed))`.mapWith(
          Number,
        ),
    })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.courseId, courseId),
        isNotNull(lessonProgress.completedAt),
      ),
    );
  const steps = (totals?.total ?? 0) + (totals?.final ?? 0);
  const done = (totals?.done ?? 0) + Math.min(totals?.final ?? 0, totals?.finalPassed ?? 0);
  const progress = Math.max(enrolment.progress, courseProgressPercent(done, steps));
  const completedNow = progress >= 100 && enrolment.completedAt === null;
  await tx
    .update(courseEnrollments)
    .set({
      progress,
      watchSeconds: sql`${courseEnrollments.watchSeconds} + ${input.creditedSeconds ?? 0}`,
      completedAt: completedNow ? now : enrolment.completedAt,
      updatedAt: now,
    })
    .where(eq(courseEnrollments.id, enrolment.id));

  let issued: Certificate | null = null;
  if (completedNow) {
    const [course] = await tx
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    await notifyCourseComplete(tx, userId, course?.title);
  }
  if (progress >= 100) {
    // Idempotent: also catches up a course completed before certificates were issued.
    const result = await issueCertificateWithEmail(tx, mail, { userId, courseId });
    if (result.status === "issued") issued = result.certificate;
  }
  return { progress, completedNow, issued };
}

/**
 * One lesson progress update, in one transaction: lesson progress (only ever up), completion at
 * 80%, watch time (capped), course progress (only ever up) and, when the course reaches 100%,
 * the "Course Complete" notification and the certificate.
 */
async function applyChange(
  db: Database,
  change: Change,
  mail: CertificateMailServices,
): Promise<TransactionResult> {
  const { userId, courseId, lessonId, now } = change;
  return db.transaction(async (tx) => {
    // Locking the enrolment serialises this learner's reports for the course: the completion,
    // its notification and the watch-time clock are decided by one report at a time. Other
    // learners (other rows) are never blocked.
    const [enrolment] = await tx
      .select({
        id: courseEnrollments.id,
        progress: courseEnrollments.progress,
        completedAt: courseEnrollments.completedAt,
        createdAt: courseEnrollments.createdAt,
      })
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
      .for("update")
      .limit(1);
    if (!enrolment) return { status: "not-enrolled" };

    const [lesson] = await tx
      .select({ id: lessons.id, durationSeconds: lessons.durationSeconds })
      .from(lessons)
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
      .limit(1);
    if (!lesson) return { status: "not-in-course" };

    const [before] = await tx
      .select({
        lastReportAt: sql`max(${lessonProgress.updatedAt})`.mapWith(lessonProgress.updatedAt),
        lessonWasComplete: sql<boolean>`coalesce(bool_or(${lessonProgress.lessonId} = ${lessonId} and ${lessonProgress.completedAt} is not null), false)`,
      })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
    const lastReportAt = before?.lastReportAt ?? null;
    const previousReportAt =
      lastReportAt && lastReportAt > enrolment.createdAt ? lastReportAt : enrolment.createdAt;
    const credited = creditedWatchSeconds({
      watched: change.watched ?? lesson.durationSeconds ?? 0,
      now,
      previousReportAt,
      lessonSeconds: lesson.durationSeconds,
    });

    // A lesson with a required check counts as completed once that check is passed too.
    const completesLesson =
      isLessonComplete(change.percent) && (await requiredCheckPassed(tx, userId, lessonId));
    const [saved] = await tx
      .insert(lessonProgress)
      .values({
        userId,
        courseId,
        lessonId,
        watchedPercentage: change.percent,
        positionSeconds: change.position ?? 0,
        completedAt: completesLesson ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: {
          // Values only go up: a late or replayed lower report changes nothing.
          watchedPercentage: sql`greatest(${lessonProgress.watchedPercentage}, excluded.watched_percentage)`,
          positionSeconds:
            change.position === null
              ? sql`${lessonProgress.positionSeconds}`
              : sql`excluded.position_seconds`,
          completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)`,
          // Also the clock of the watch-time cap: every report, credited or not, moves it.
          updatedAt: now,
        },
      })
      .returning({
        watchedPercentage: lessonProgress.watchedPercentage,
        positionSeconds: lessonProgress.positionSeconds,
        completedAt: lessonProgress.completedAt,
      });
    if (!saved) throw new Error("lesson progress upsert returned nothing");

    if (credited > 0) {
      await tx.insert(learningActivity).values({
        userId,
        courseId,
        lessonId,
        watchSeconds: credited,
        occurredAt: now,
      });
    }

    const settled = await settleCourseProgress(tx, mail, {
      userId,
      courseId,
      enrolment,
      now,
      creditedSeconds: credited,
    });

    return {
      status: "saved",
      lesson: {
        watchedPercentage: saved.watchedPercentage,
        positionSeconds: saved.positionSeconds,
        completed: saved.completedAt !== null,
        completedNow: saved.completedAt !== null && !before?.lessonWasComplete,
      },
      course: {
        progress: settled.progress,
        completed: settled.progress >= 100,
        completedNow: settled.completedNow,
      },
      creditedSeconds: credited,
      issued: settled.issued,
    };
  });
}

function finish(result: TransactionResult): ProgressOutcome {
  if (result.status !== "saved") return result;
  const { issued, ...rest } = result;
  return { ...rest, certificate: issued };
}

/**
 * Records a watch-progress report of the course content page. Refused unless the learner is
 * enrolled in the course and the lesson belongs to it.
 */
export async function recordLessonProgress(
  services: ProgressServices,
  report: LessonProgressReport,
): Promise<ProgressOutcome> {
  const result = await applyChange(
    services.db,
    {
      userId: report.userId,
      courseId: report.courseId,
      lessonId: report.lessonId,
      percent: Math.max(0, Math.min(100, Math.floor(report.percent))),
      position: Math.max(0, Math.min(MAX_REPORT_SECONDS, Math.floor(report.position))),
      watched: Math.max(0, report.watched),
      now: report.now ?? new Date(),
    },
    services,
  );
  return finish(result);
}

/**
 * Mark as Completed (lessons the page cannot measure: embedded videos and readings): the lesson
 * at 100%. Its length counts as time learned, within the same caps as a watch report.
 */
export async function markLessonComplete(
  services: ProgressServices,
  input: { userId: string; courseId: string; lessonId: string; now?: Date },
): Promise<ProgressOutcome> {
  const result = await applyChange(
    services.db,
    {
      ...input,
      percent: 100,
      position: null,
      watched: null,
      now: input.now ?? new Date(),
    },
    services,
  );
  return finish(result);
}
