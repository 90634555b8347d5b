import { and, count, desc, eq, isNotNull, isNull, max, sql, sum } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { prepareOnce } from "~/db/prepared.server";
import {
  certificates,
  courseEnrollments,
  courses,
  learningActivity,
  lessonProgress,
  lessons,
} from "~/db/schema";
import {
  achievements,
  averageScore,
  currentStreak,
  type DayActivity,
  enrolmentStatus,
  hoursFromSeconds,
  type LessonTotals,
  lagosDay,
  learnerLevel,
  lessonTotals,
  periodFigures,
  periodStarts,
  progressRate,
} from "./stats";

// Every query here filters by the learner in its WHERE clause, and none runs once per course: the
// pages stay a constant handful of queries however many courses a learner takes.

// The dashboard and My Courses read it on every view: made once (prepared.server.ts).
const readLearnerEnrolments = prepareOnce((db) => {
  const userId = sql.placeholder("userId");
  const lessonsDone = db
    .select({ courseId: lessonProgress.courseId, n: count().as("lessons_done_n") })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), isNotNull(lessonProgress.completedAt)))
    .groupBy(lessonProgress.courseId)
    .as("lessons_done");
  const lastWatched = db
    .select({
      courseId: learningActivity.courseId,
      at: max(learningActivity.occurredAt).as("last_watched_at"),
    })
    .from(learningActivity)
    .where(eq(learningActivity.userId, userId))
    .groupBy(learningActivity.courseId)
    .as("last_watched");
  return db
    .select({
      id: courseEnrollments.id,
      progress: courseEnrollments.progress,
      watchSeconds: courseEnrollments.watchSeconds,
      score: courseEnrollments.score,
      enrolledAt: courseEnrollments.createdAt,
      updatedAt: courseEnrollments.updatedAt,
      completedAt: courseEnrollments.completedAt,
      lastWatchedAt: lastWatched.at,
      lessonsCompleted: sql<number>`coalesce(${lessonsDone.n}, 0)`.mapWith(Number),
      course: {
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        instructor: courses.instructor,
        duration: courses.duration,
        durationAmount: courses.durationAmount,
        durationUnit: courses.durationUnit,
        language: courses.language,
        category: courses.category,
        level: courses.level,
        lessonsCount: courses.lessonsCount,
      },
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .leftJoin(lastWatched, eq(lastWatched.courseId, courseEnrollments.courseId))
    .leftJoin(lessonsDone, eq(lessonsDone.courseId, courseEnrollments.courseId))
    .where(eq(courseEnrollments.userId, userId))
    .orderBy(desc(courseEnrollments.createdAt), desc(courseEnrollments.id))
    .prepare("afa_learner_enrolments");
});

/**
 * The learner's enrolments with their course, newest first, in one query. `lastActiveAt` is the
 * latest of the enrolment's last change and the learner's last watching of that course, for
 * "most recently active first"; `lessonsCompleted` counts the course's lessons they completed.
 */
export async function listLearnerEnrolments(db: Database, userId: string) {
  const rows = await readLearnerEnrolments(db).execute({ userId });
  return rows.map(({ lastWatchedAt, updatedAt, ...row }) => {
    const watched = lastWatchedAt ? new Date(lastWatchedAt) : null;
    return { ...row, lastActiveAt: watched && watched > updatedAt ? watched : updatedAt };
  });
}
export type LearnerEnrolment = Awaited<ReturnType<typeof listLearnerEnrolments>>[number];

export async function countCertificates(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), isNull(certificates.withdrawnAt)));
  return row?.value ?? 0;
}

export type LearnerSummary = {
  enrolled: number;
  completed: number;
  certificates: number;
  hoursLearned: number;
  /** The seconds behind `hoursLearned` (the pages show minutes under an hour). */
  secondsLearned: number;
  /** The Progress Rate: courses completed over enrolled, rounded. */
  progressRate: number;
  /** Lessons completed across the enrolled courses: what "progress" alone shows. */
  lessons: LessonTotals;
  averageScore: number | null;
  level: ReturnType<typeof learnerLevel>;
};

/** The banner and tile figures from the enrolments and the certificate count. */
export function summarise(
  enrolments: readonly Pick<
    LearnerEnrolment,
    "progress" | "watchSeconds" | "score" | "lessonsCompleted" | "course"
  >[],
  certificateCount: number,
): LearnerSummary {
  const completed = enrolments.filter((e) => enrolmentStatus(e.progress) === "completed").length;
  const secondsLearned = enrolments.reduce((total, e) => total + e.watchSeconds, 0);
  return {
    enrolled: enrolments.length,
    completed,
    certificates: certificateCount,
    hoursLearned: hoursFromSeconds(secondsLearned),
    secondsLearned,
    progressRate: progressRate(completed, enrolments.length),
    lessons: lessonTotals(enrolments),
    averageScore: averageScore(enrolments.map((e) => e.score)),
    level: learnerLevel(completed),
  };
}

// The Lagos calendar day of an activity. Written out (not a bound parameter) so GROUP BY sees the
// very same expression as SELECT; Africa/Lagos is SITE_TIME_ZONE.
const activityDay = sql<string>`to_char(${learningActivity.occurredAt} at time zone 'Africa/Lagos', 'YYYY-MM-DD')`;

/** Seconds watched per Lagos calendar day, oldest first: one row per day the learner learned. */
export async function activityByDay(db: Database, userId: string): Promise<DayActivity[]> {
  const rows = await db
    .select({
      day: activityDay,
      seconds: sql<number>`coalesce(${sum(learningActivity.watchSeconds)}, 0)`.mapWith(Number),
    })
    .from(learningActivity)
    .where(eq(learningActivity.userId, userId))
    .groupBy(activityDay)
    .orderBy(activityDay);
  return rows;
}

/** Lessons the learner completed since each moment (a lesson is complete at 80% watched). */
export async function lessonsCompletedSince(
  db: Database,
  userId: string,
  since: { week: Date; month: Date },
) {
  const [row] = await db
    .select({
      week: sql<number>`count(*) filter (where ${lessonProgress.completedAt} >= ${since.week.toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
      month:
        sql<number>`count(*) filter (where ${lessonProgress.completedAt} >= ${since.month.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), isNotNull(lessonProgress.completedAt)));
  return { week: row?.week ?? 0, month: row?.month ?? 0 };
}

export type ActivityItem =
  | {
      kind: "watched";
      at: Date;
      courseId: string;
      courseTitle: string;
      lessonTitle: string | null;
      seconds: number;
    }
  | {
      kind: "lesson-completed";
      at: Date;
      courseId: string;
      courseTitle: string;
      lessonTitle: string;
      seconds: number;
    }
  | { kind: "enrolled"; at: Date; courseId: string; courseTitle: string }
  | { kind: "certificate"; at: Date; courseId: string | null; courseTitle: string };

/**
 * The learner's latest learning events, newest first: time spent on a lesson (one entry per lesson
 * and Lagos day, not one per progress report), lessons completed, enrolments and certificates.
 * A lesson completed on the day it was watched is one entry.
 */
export async function recentActivity(
  db: Database,
  userId: string,
  enrolments: readonly Pick<LearnerEnrolment, "enrolledAt" | "course">[],
  limit = 8,
): Promise<ActivityItem[]> {
  const [watched, completed, issued] = await Promise.all([
    db
      .select({
        day: activityDay,
        at: max(learningActivity.occurredAt),
        seconds: sql<number>`coalesce(${sum(learningActivity.watchSeconds)}, 0)`.mapWith(Number),
        lessonId: learningActivity.lessonId,
        lessonTitle: lessons.title,
        courseId: courses.id,
        courseTitle: courses.title,
      })
      .from(learningActivity)
      .innerJoin(courses, eq(courses.id, learningActivity.courseId))
      .leftJoin(lessons, eq(lessons.id, learningActivity.lessonId))
      .where(eq(learningActivity.userId, userId))
      .groupBy(activityDay, learningActivity.lessonId, lessons.title, courses.id, courses.title)
      .orderBy(desc(max(learningActivity.occurredAt)))
      .limit(limit),
    db
      .select({
        at: lessonProgress.completedAt,
        lessonId: lessonProgress.lessonId,
        lessonTitle: lessons.title,
        courseId: courses.id,
        courseTitle: courses.title,
      })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
      .where(and(eq(lessonProgress.userId, userId), isNotNull(lessonProgress.completedAt)))
      .orderBy(desc(lessonProgress.completedAt))
      .limit(limit),
    db
      .select({
        at: certificates.issuedAt,
        courseId: certificates.courseId,
        courseTitle: certificates.courseTitle,
      })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), isNull(certificates.withdrawnAt)))
      .orderBy(desc(certificates.issuedAt))
      .limit(limit),
  ]);

  const items: ActivityItem[] = [];
  const completedOn = new Map<string, (typeof items)[number]>();
  for (const c of completed) {
    if (!c.at) continue;
    const item: ActivityItem = {
      kind: "lesson-completed",
      at: c.at,
      courseId: c.courseId,
      courseTitle: c.courseTitle,
      lessonTitle: c.lessonTitle,
      seconds: 0,
    };
    completedOn.set(`${c.lessonId}|${lagosDay(c.at)}`, item);
    items.push(item);
  }
  for (const w of watched) {
    if (!w.at) continue;
    const at = new Date(w.at);
    const sameDay = w.lessonId ? completedOn.get(`${w.lessonId}|${w.day}`) : undefined;
    if (sameDay && sameDay.kind === "lesson-completed") {
      sameDay.seconds += w.seconds;
      if (at > sameDay.at) sameDay.at = at;
      continue;
    }
    items.push({
      kind: "watched",
      at,
      courseId: w.courseId,
      courseTitle: w.courseTitle,
      lessonTitle: w.lessonTitle,
      seconds: w.seconds,
    });
  }
  for (const e of enrolments.slice(0, limit)) {
    items.push({
      kind: "enrolled",
      at: e.enrolledAt,
      courseId: e.course.id,
      courseTitle: e.course.title,
    });
  }
  for (const c of issued) {
    items.push({ kind: "certificate", at: c.at, courseId: c.courseId, courseTitle: c.courseTitle });
  }
  return items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}

/** Everything the Progress page shows, computed from the learner's own records. */
export async function getProgressOverview(db: Database, userId: string, now: Date = new Date()) {
  const periods = periodStarts(now);
  const [enrolments, certificateCount, days, lessonCounts] = await Promise.all([
    listLearnerEnrolments(db, userId),
    countCertificates(db, userId),
    activityByDay(db, userId),
    lessonsCompletedSince(db, userId, periods),
  ]);
  const activity = await recentActivity(db, userId, enrolments);
  const summary = summarise(enrolments, certificateCount);
  const streak = currentStreak(
    days.map((d) => d.day),
    now,
  );
  return {
    summary,
    streak,
    /** Distinct Lagos calendar days with learning activity. */
    learningDays: days.length,
    week: periodFigures(days, periods.weekDay, lessonCounts.week),
    month: periodFigures(days, periods.monthDay, lessonCounts.month),
    achievements: achievements({
      enrolled: summary.enrolled,
      completed: summary.completed,
      streak,
      averageScore: summary.averageScore,
    }),
    courses: enrolments.map((e) => ({
      id: e.id,
      progress: e.progress,
      score: e.score,
      course: e.course,
    })),
    activity,
  };
}
export type ProgressOverview = Awaited<ReturnType<typeof getProgressOverview>>;
