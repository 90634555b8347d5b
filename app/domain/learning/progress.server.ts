import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  courseEnrollments,
  learningActivity,
  lessonProgress,
  lessons,
  progressSyncReceipts,
  videoRenditions,
  watchClocks,
} from "~/db/schema";
import { type Certificate, issueCertificateWithEmail } from "~/domain/learning/certificates.server";
import type { CertificateMailServices } from "~/domain/mail/certificate-emails.server";
import { notify } from "~/domain/notifications/notifications.server";
import type { Services } from "~/services.server";
import {
  courseProgressPercent,
  isLessonWatched,
  lessonMedia,
  MAX_REPORT_SECONDS,
  secondsToComplete,
} from "./progress-rules";

export type ProgressServices = Pick<Services, "db" | "mailer" | "logger" | "env" | "outbox">;

/**
 * How far back a learner's watch-time clock keeps real time not yet claimed: seven days. A phone
 * that spent a week on the farm without signal gets all its watching credited when it syncs (a
 * learner cannot have watched more than the real time that passed); an account idle for longer
 * can claim at most a week at once. Either way credited time never exceeds real time.
 */
export const WATCH_CLOCK_LOOKBACK_SECONDS = 7 * 24 * 60 * 60;

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

type SavedOutcome = {
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
  /** The certificate this report issued, if it did (its e-mail has been queued). */
  certificate: Certificate | null;
};

export type ProgressOutcome =
  | { status: "not-enrolled" }
  | { status: "not-in-course" }
  /** Mark as Completed on a video the player measures: it completes by being watched. */
  | { status: "measured" }
  | SavedOutcome;

/** One change of a learner's progress: a player's report, a queued one, or Mark as Completed. */
export type ProgressChange = {
  courseId: string;
  lessonId: string;
  /** 0-100, whole. */
  percent: number;
  /** Where to resume, in seconds; null keeps the saved position (Mark as Completed has none). */
  position: number | null;
  /** Seconds claimed as watched; null: the lesson's own length (Mark as Completed). */
  watched: number | null;
  /** Mark as Completed: refused for a lesson the player measures. */
  manual?: boolean;
  /** A queued report's id, made on the phone: the same id is applied once. */
  clientId?: string;
};

/**
 * applied: recorded; duplicate: a queued report whose id was recorded before; the others are
 * refusals that will never change (not enrolled, a lesson of another course or none, or Mark as
 * Completed on a measured video).
 */
export type ChangeStatus = "applied" | "duplicate" | "not-enrolled" | "not-in-course" | "measured";

export type ProgressBatch = {
  /** By change, in the order given. */
  changes: { status: ChangeStatus; creditedSeconds: number }[];
  /** Every lesson an applied change touched, as saved. */
  lessons: Map<string, SavedOutcome["lesson"]>;
  /** Every course an applied change touched, after settling. */
  courses: Map<string, SavedOutcome["course"] & { issued: Certificate | null }>;
};

/**
 * The seconds of watching a report may add, and where the learner's clock stands after it. The
 * client's `watched` is trusted only within what could have happened:
 * - no more than the real time not yet spent on credited watching: since the learner's clock
 *   (in any course), since enrolling in this course and within the last
 *   WATCH_CLOCK_LOOKBACK_SECONDS. Each credit moves the clock on by what it credited, so however
 *   many courses, tabs or phones report, hours learned never exceed real time;
 * - no more than the lesson's length (a report covers one lesson), and never MAX_REPORT_SECONDS.
 */
export function creditWatch({
  watched,
  now,
  creditedUntil,
  enrolledAt,
  lessonSeconds,
}: {
  watched: number;
  now: Date;
  creditedUntil: Date;
  enrolledAt: Date;
  lessonSeconds: number | null;
}): { credited: number; creditedUntil: Date } {
  const start = Math.min(
    now.getTime(),
    Math.max(
      creditedUntil.getTime(),
      enrolledAt.getTime(),
      now.getTime() - WATCH_CLOCK_LOOKBACK_SECONDS * 1000,
    ),
  );
  const unclaimed = Math.floor((now.getTime() - start) / 1000);
  const cap = Math.min(
    unclaimed,
    lessonSeconds && lessonSeconds > 0 ? lessonSeconds : MAX_REPORT_SECONDS,
    MAX_REPORT_SECONDS,
  );
  const credited = Math.max(0, Math.min(Math.floor(watched), cap));
  if (credited === 0) return { credited, creditedUntil };
  return { credited, creditedUntil: new Date(start + credited * 1000) };
}

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
 * A lesson's real length: its video file's as ffprobe read it (the copies' worker), else the
 * lesson's own (measured from the upload, or typed by staff for a link or a reading).
 */
export function lessonSeconds(row: {
  durationSeconds: number | null;
  measuredSeconds: number | null;
}): number | null {
  return row.measuredSeconds && row.measuredSeconds > 0 ? row.measuredSeconds : row.durationSeconds;
}

export type LessonFacts = {
  id: string;
  courseId: string;
  /** Our own video, which the player measures: it completes on credited watch time. */
  measured: boolean;
  /** Its real length: the file's as ffprobe read it, else the lesson's (measured at upload or typed). */
  seconds: number | null;
  /** A required check the learner has not passed holds the lesson back. */
  checkHolds: boolean;
};

/**
 * What decides the completion of these lessons for this learner, in one statement. `lock` keeps
 * them from being deleted until the caller's transaction ends (its rows point at them).
 */
export async function findLessonFacts(
  db: Database,
  userId: string,
  lessonIds: readonly string[],
  { lock = false } = {},
): Promise<LessonFacts[]> {
  if (lessonIds.length === 0) return [];
  const query = db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      type: lessons.type,
      videoUrl: lessons.videoUrl,
      durationSeconds: lessons.durationSeconds,
      measuredSeconds: videoRenditions.durationSeconds,
      checkHolds: sql<boolean>`exists (
        select 1 from quizzes q where q.lesson_id = ${lessons.id} and q.required
        and not exists (
          select 1 from quiz_attempts a where a.quiz_id = q.id and a.user_id = ${userId} and a.passed
        ))`,
    })
    .from(lessons)
    .leftJoin(videoRenditions, eq(videoRenditions.sourceUrl, lessons.videoUrl))
    .where(inArray(lessons.id, [...lessonIds]));
  const rows = await (lock ? query.for("key share", { of: lessons }) : query);
  return rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    measured: lessonMedia(row).kind === "video",
    seconds: lessonSeconds(row),
    checkHolds: Boolean(row.checkHolds),
  }));
}

type Enrolment = {
  id: string;
  courseId: string;
  progress: number;
  completedAt: Date | null;
};

type Settled = { progress: number; completedNow: boolean; issued: Certificate | null };

/**
 * Learners' progress in courses, decided again after something it counts changed (lessons
 * completed, a quiz passed), in that change's transaction with the enrolments locked: completed
 * lessons, plus the final assessment as one more step when the course has one (with questions),
 * counted once passed. It only ever goes up. Reaching 100% completes the course: the "Course
 * Complete" notification and the certificate, carrying the final assessment's kept score. Two
 * statements for any number of courses, then the completions' own.
 */
async function settleCourses(
  tx: Database,
  mail: CertificateMailServices,
  userId: string,
  entries: readonly { enrolment: Enrolment; creditedSeconds: number }[],
  now: Date,
): Promise<Map<string, Settled>> {
  const settled = new Map<string, Settled>();
  if (entries.length === 0) return settled;
  const courseIds = sql.join(
    entries.map((e) => sql`${e.enrolment.courseId}::uuid`),
    sql`, `,
  );
  // Raw SQL with aliases: in a subquery, drizzle's unqualified columns would name the wrong table.
  const counted = await tx.execute(sql`
    select c.id as course_id, c.title,
      (select count(*) from lessons l where l.course_id = c.id)::int as total,
      (select count(*) from lesson_progress p
        where p.user_id = ${userId} and p.course_id = c.id and p.completed_at is not null)::int as done,
      -- The final assessment counts when it asks something; it is done once passed.
      (select count(*) from quizzes f where f.course_id = c.id and f.lesson_id is null
        and exists (select 1 from quiz_questions q where q.quiz_id = f.id and q.retired_at is null))::int as final,
      (select count(*) from quizzes f where f.course_id = c.id and f.lesson_id is null
        and exists (select 1 from quiz_attempts a
          where a.quiz_id = f.id and a.user_id = ${userId} and a.passed))::int as final_passed,
      exists (select 1 from certificates k where k.user_id = ${userId} and k.course_id = c.id)
        as certified
    from courses c where c.id in (${courseIds})`);
  type Counted = {
    course_id: string;
    title: string;
    total: number;
    done: number;
    final: number;
    final_passed: number;
    certified: boolean;
  };
  const byCourse = new Map(
    (counted as unknown as { rows: Counted[] }).rows.map((row) => [row.course_id, row]),
  );

  const updates = entries.map(({ enrolment, creditedSeconds }) => {
    const row = byCourse.get(enrolment.courseId);
    const steps = Number(row?.total ?? 0) + Number(row?.final ?? 0);
    const done =
      Number(row?.done ?? 0) + Math.min(Number(row?.final ?? 0), Number(row?.final_passed ?? 0));
    const progress = Math.max(enrolment.progress, courseProgressPercent(done, steps));
    const completedNow = progress >= 100 && enrolment.completedAt === null;
    return { enrolment, creditedSeconds, row, progress, completedNow };
  });
  const values = sql.join(
    updates.map(
      (u) =>
        sql`(${u.enrolment.id}::uuid, ${u.progress}::int, ${u.creditedSeconds}::int, ${
          u.completedNow ? now.toISOString() : null
        }::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update course_enrollments as e set
      progress = v.progress,
      watch_seconds = e.watch_seconds + v.credited,
      completed_at = coalesce(e.completed_at, v.completed_at),
      updated_at = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(id, progress, credited, completed_at)
    where e.id = v.id`);

  for (const u of updates) {
    if (u.completedNow) await notifyCourseComplete(tx, userId, u.row?.title);
    let issued: Certificate | null = null;
    if (u.progress >= 100 && !u.row?.certified) {
      // Also catches up a course completed before certificates were issued.
      const result = await issueCertificateWithEmail(tx, mail, {
        userId,
        courseId: u.enrolment.courseId,
      });
      if (result.status === "issued") issued = result.certificate;
    }
    settled.set(u.enrolment.courseId, {
      progress: u.progress,
      completedNow: u.completedNow,
      issued,
    });
  }
  return settled;
}

/** One course's settling (a quiz graded), in the caller's transaction with its enrolment locked. */
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
): Promise<Settled> {
  const settled = await settleCourses(
    tx,
    mail,
    input.userId,
    [
      {
        enrolment: { ...input.enrolment, courseId: input.courseId },
        creditedSeconds: input.creditedSeconds ?? 0,
      },
    ],
    input.now,
  );
  return (
    settled.get(input.courseId) ?? {
      progress: input.enrolment.progress,
      completedNow: false,
      issued: null,
    }
  );
}

/**
 * Locks the learner's watch-time clock (made on first use) and answers where it stands, never
 * further back than the look-back. Every progress write takes this lock first, so a learner's
 * changes are decided one batch at a time, across all their courses.
 */
async function lockWatchClock(tx: Database, userId: string, now: Date): Promise<Date> {
  const floor = new Date(now.getTime() - WATCH_CLOCK_LOOKBACK_SECONDS * 1000);
  const [row] = await tx
    .insert(watchClocks)
    .values({ userId, creditedUntil: floor })
    .onConflictDoUpdate({
      target: watchClocks.userId,
      set: { creditedUntil: sql`greatest(${watchClocks.creditedUntil}, excluded.credited_until)` },
    })
    .returning({ creditedUntil: watchClocks.creditedUntil });
  return row?.creditedUntil ?? floor;
}

type LessonState = {
  courseId: string;
  percent: number;
  position: number;
  watchSeconds: number;
  completedAt: Date | null;
  wasComplete: boolean;
  credited: number;
};

/**
 * A learner's progress changes, in one transaction and a fixed number of statements whatever
 * their number (the completions' notifications and certificates aside): the clock, the
 * enrolments, the lessons and their saved progress are read once; receipts, progress rows,
 * activity and enrolments are written once each. Lesson progress only ever goes up (the resume
 * position follows the latest change); a lesson completes once watched far enough
 * (isLessonWatched: 80% and, for a measured video, that share of its length in credited seconds)
 * and its required check passed; course progress only goes up, and 100% completes the course.
 */
export async function recordProgressChanges(
  services: ProgressServices,
  userId: string,
  changes: readonly ProgressChange[],
  now: Date = new Date(),
): Promise<ProgressBatch> {
  const empty: ProgressBatch = { changes: [], lessons: new Map(), courses: new Map() };
  if (changes.length === 0) return empty;
  const courseIds = [...new Set(changes.map((c) => c.courseId))];
  const lessonIds = [...new Set(changes.map((c) => c.lessonId))];
  return services.db.transaction(async (tx) => {
    const lockedClock = await lockWatchClock(tx, userId, now);
    // Locking the enrolments serialises these courses' completions with a quiz being graded.
    const enrolments = await tx
      .select({
        id: courseEnrollments.id,
        courseId: courseEnrollments.courseId,
        progress: courseEnrollments.progress,
        completedAt: courseEnrollments.completedAt,
        createdAt: courseEnrollments.createdAt,
      })
      .from(courseEnrollments)
      .where(
        and(eq(courseEnrollments.userId, userId), inArray(courseEnrollments.courseId, courseIds)),
      )
      .for("update");
    const enrolmentOf = new Map(enrolments.map((e) => [e.courseId, e]));
    const facts = new Map(
      (await findLessonFacts(tx, userId, lessonIds, { lock: true })).map((f) => [f.id, f]),
    );

    const refusal = (change: ProgressChange): ChangeStatus | null => {
      if (!enrolmentOf.has(change.courseId)) return "not-enrolled";
      if (facts.get(change.lessonId)?.courseId !== change.courseId) return "not-in-course";
      if (change.manual && facts.get(change.lessonId)?.measured) return "measured";
      return null;
    };
    const refused = changes.map(refusal);
    if (refused.every((r) => r !== null)) {
      return { ...empty, changes: refused.map((status) => ({ status, creditedSeconds: 0 })) };
    }

    // Receipts first: a queued report already recorded (this batch sent twice) is a duplicate.
    const receipts = changes.flatMap((c, i) =>
      c.clientId && refused[i] === null
        ? [{ userId, clientId: c.clientId, lessonId: c.lessonId }]
        : [],
    );
    const claimed = new Set(
      receipts.length === 0
        ? []
        : (
            await tx
              .insert(progressSyncReceipts)
              .values(receipts)
              .onConflictDoNothing()
              .returning({ clientId: progressSyncReceipts.clientId })
          ).map((r) => r.clientId),
    );

    const saved = await tx
      .select({
        lessonId: lessonProgress.lessonId,
        percent: lessonProgress.watchedPercentage,
        position: lessonProgress.positionSeconds,
        watchSeconds: lessonProgress.watchSeconds,
        completedAt: lessonProgress.completedAt,
      })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, lessonIds)));
    const savedOf = new Map(saved.map((row) => [row.lessonId, row]));

    let clock = lockedClock;
    const states = new Map<string, LessonState>();
    const courseCredit = new Map<string, number>();
    const results = changes.map((change, i) => {
      const status = refused[i] ?? null;
      if (status !== null) return { status, creditedSeconds: 0 };
      if (change.clientId) {
        if (!claimed.has(change.clientId))
          return { status: "duplicate" as const, creditedSeconds: 0 };
        claimed.delete(change.clientId);
      }
      const lesson = facts.get(change.lessonId) as LessonFacts;
      const enrolment = enrolmentOf.get(change.courseId) as (typeof enrolments)[number];
      const before = savedOf.get(change.lessonId);
      const state = states.get(change.lessonId) ?? {
        courseId: change.courseId,
        percent: before?.percent ?? 0,
        position: before?.position ?? 0,
        watchSeconds: before?.watchSeconds ?? 0,
        completedAt: before?.completedAt ?? null,
        wasComplete: Boolean(before?.completedAt),
        credited: 0,
      };
      states.set(change.lessonId, state);

      const credit = creditWatch({
        watched: change.watched ?? lesson.seconds ?? 0,
        now,
        creditedUntil: clock,
        enrolledAt: enrolment.createdAt,
        lessonSeconds: lesson.seconds,
      });
      clock = credit.creditedUntil;
      state.percent = Math.max(state.percent, change.percent);
      state.position = change.position ?? state.position;
      state.watchSeconds += credit.credited;
      state.credited += credit.credited;
      courseCredit.set(change.courseId, (courseCredit.get(change.courseId) ?? 0) + credit.credited);
      if (
        state.completedAt === null &&
        !lesson.checkHolds &&
        isLessonWatched(state, secondsToComplete(lesson))
      ) {
        state.completedAt = now;
      }
      return { status: "applied" as const, creditedSeconds: credit.credited };
    });
    if (states.size === 0) return { ...empty, changes: results };

    if (clock.getTime() !== lockedClock.getTime()) {
      await tx
        .update(watchClocks)
        .set({ creditedUntil: clock })
        .where(eq(watchClocks.userId, userId));
    }
    await tx
      .insert(lessonProgress)
      .values(
        [...states].map(([lessonId, s]) => ({
          userId,
          courseId: s.courseId,
          lessonId,
          watchedPercentage: s.percent,
          positionSeconds: s.position,
          watchSeconds: s.watchSeconds,
          completedAt: s.completedAt,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: {
          // Decided above under the learner's lock; greatest and coalesce keep "only ever up"
          // a property of the statement too.
          watchedPercentage: sql`greatest(${lessonProgress.watchedPercentage}, excluded.watched_percentage)`,
          positionSeconds: sql`excluded.position_seconds`,
          watchSeconds: sql`excluded.watch_seconds`,
          completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    const activity = [...states].filter(([, s]) => s.credited > 0);
    if (activity.length > 0) {
      // One stretch per lesson and batch: what hours learned, streaks and weekly figures read.
      await tx.insert(learningActivity).values(
        activity.map(([lessonId, s]) => ({
          userId,
          courseId: s.courseId,
          lessonId,
          watchSeconds: s.credited,
          occurredAt: now,
        })),
      );
    }

    const touched = [...new Set([...states.values()].map((s) => s.courseId))];
    const settled = await settleCourses(
      tx,
      services,
      userId,
      touched.map((courseId) => ({
        enrolment: enrolmentOf.get(courseId) as Enrolment,
        creditedSeconds: courseCredit.get(courseId) ?? 0,
      })),
      now,
    );

    const batch: ProgressBatch = { changes: results, lessons: new Map(), courses: new Map() };
    for (const [lessonId, s] of states) {
      batch.lessons.set(lessonId, {
        watchedPercentage: s.percent,
        positionSeconds: s.position,
        completed: s.completedAt !== null,
        completedNow: s.completedAt !== null && !s.wasComplete,
      });
    }
    for (const [courseId, s] of settled) {
      batch.courses.set(courseId, {
        progress: s.progress,
        completed: s.progress >= 100,
        completedNow: s.completedNow,
        issued: s.issued,
      });
    }
    return batch;
  });
}

/** The outcome of a batch of one change, as the course content page answers it. */
async function recordOne(
  services: ProgressServices,
  userId: string,
  change: ProgressChange,
  now: Date,
): Promise<ProgressOutcome> {
  const batch = await recordProgressChanges(services, userId, [change], now);
  const [result] = batch.changes;
  if (!result) throw new Error("a progress change went unanswered");
  if (result.status === "duplicate") throw new Error("a change without an id was a duplicate");
  if (result.status !== "applied") return { status: result.status };
  const lesson = batch.lessons.get(change.lessonId);
  const course = batch.courses.get(change.courseId);
  if (!lesson || !course) throw new Error("an applied change left no progress");
  const { issued, ...courseFigures } = course;
  return {
    status: "saved",
    lesson,
    course: courseFigures,
    creditedSeconds: result.creditedSeconds,
    certificate: issued,
  };
}

/**
 * Records a watch-progress report of the course content page. Refused unless the learner is
 * enrolled in the course and the lesson belongs to it.
 */
export function recordLessonProgress(
  services: ProgressServices,
  report: LessonProgressReport,
): Promise<ProgressOutcome> {
  return recordOne(
    services,
    report.userId,
    {
      courseId: report.courseId,
      lessonId: report.lessonId,
      percent: Math.max(0, Math.min(100, Math.floor(report.percent))),
      position: Math.max(0, Math.min(MAX_REPORT_SECONDS, Math.floor(report.position))),
      watched: Math.max(0, report.watched),
    },
    report.now ?? new Date(),
  );
}

/**
 * Mark as Completed, for lessons the player cannot measure (a video hosted elsewhere, a reading):
 * the lesson at 100%, its length counted as time learned within the same caps as a watch report.
 * A video of ours is refused ("measured"): it completes by being watched.
 */
export function markLessonComplete(
  services: ProgressServices,
  input: { userId: string; courseId: string; lessonId: string; now?: Date },
): Promise<ProgressOutcome> {
  return recordOne(
    services,
    input.userId,
    {
      courseId: input.courseId,
      lessonId: input.lessonId,
      percent: 100,
      position: null,
      watched: null,
      manual: true,
    },
    input.now ?? new Date(),
  );
}
