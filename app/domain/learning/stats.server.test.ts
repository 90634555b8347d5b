import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  certificates,
  courseEnrollments,
  courses,
  learningActivity,
  lessonProgress,
  lessons,
} from "~/db/schema";
import { seedDemoContent } from "~/db/seed/demo.server";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { enrolInCourse } from "./enrolments.server";
import { getProgressOverview, listLearnerEnrolments } from "./stats.server";

const CASSAVA = "cassava-production-for-profit";
const CLIMATE = "climate-smart-farming";
const RECORDS = "farm-records-on-your-phone";

const suite = setupFreshServices();

beforeEach(async () => {
  await seedDemoContent(suite.services.db);
});

async function course(slug: string) {
  const [row] = await suite.services.db.select().from(courses).where(eq(courses.slug, slug));
  if (!row) throw new Error(`no course ${slug}`);
  return row;
}

async function firstLessons(courseId: string, n = 2) {
  return suite.services.db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.orderIndex))
    .limit(n);
}

/** The learner's Progress page figures as they stand at the moment `iso`. */
function overviewAt(userId: string, iso: string) {
  return getProgressOverview(suite.services.db, userId, new Date(iso));
}

async function enrol(
  userId: string,
  slug: string,
  set: { progress?: number; score?: number | null; watchSeconds?: number } = {},
) {
  await enrolInCourse(suite.services.db, { userId, courseSlug: slug });
  const c = await course(slug);
  if (Object.keys(set).length > 0) {
    await suite.services.db
      .update(courseEnrollments)
      .set(set)
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, c.id)));
  }
  return c;
}

async function watch(
  userId: string,
  courseId: string,
  at: string,
  seconds = 600,
  lessonId?: string,
) {
  await suite.services.db.insert(learningActivity).values({
    userId,
    courseId,
    lessonId: lessonId ?? null,
    watchSeconds: seconds,
    occurredAt: new Date(at),
  });
}

describe("streak and learning days", () => {
  it("counts Lagos calendar days, so activity after 23:00 UTC belongs to the next day", async () => {
    const learner = await createTestUser(suite.services);
    const c = await enrol(learner.id, CASSAVA);
    // Lagos days: 8th (23:50), 9th (00:10) and 10th (00:30): three days in a row, though in UTC
    // the first two fall on the 8th.
    await watch(learner.id, c.id, "2026-03-08T22:50:00Z");
    await watch(learner.id, c.id, "2026-03-08T23:10:00Z");
    await watch(learner.id, c.id, "2026-03-09T23:30:00Z");
    // Two reports on one day are one learning day.
    await watch(learner.id, c.id, "2026-03-10T08:00:00Z");
    // After a gap (the 7th): not part of the streak, still a learning day.
    await watch(learner.id, c.id, "2026-03-06T10:00:00Z");

    const today = await overviewAt(learner.id, "2026-03-10T12:00:00Z");
    expect(today.streak).toBe(3);
    expect(today.learningDays).toBe(4);

    // The next day without learning yet: the streak still stands (it ended yesterday).
    const tomorrow = await overviewAt(learner.id, "2026-03-11T12:00:00Z");
    expect(tomorrow.streak).toBe(3);

    // A whole day without learning ends it.
    const later = await overviewAt(learner.id, "2026-03-12T12:00:00Z");
    expect(later.streak).toBe(0);
    expect(later.achievements.find((a) => a.id === "consistent-learner")?.earned).toBe(false);
  });

  it("earns Consistent Learner at seven days in a row", async () => {
    const learner = await createTestUser(suite.services);
    const c = await enrol(learner.id, CASSAVA);
    for (let d = 1; d <= 7; d += 1) {
      await watch(learner.id, c.id, `2026-03-${String(d).padStart(2, "0")}T09:00:00Z`);
    }
    const overview = await overviewAt(learner.id, "2026-03-07T20:00:00Z");
    expect(overview.streak).toBe(7);
    expect(overview.achievements.find((a) => a.id === "consistent-learner")?.earned).toBe(true);
  });
});

describe("this week and this month", () => {
  it("counts hours, completed lessons and active days from Lagos Monday and the 1st", async () => {
    const learner = await createTestUser(suite.services);
    const c = await enrol(learner.id, CASSAVA);
    const [l1, l2] = await firstLessons(c.id);
    if (!l1 || !l2) throw new Error("demo course without lessons");
    // Wednesday 11 March 2026, noon in Lagos. The week began Monday 9th 00:00 Lagos (8th 23:00 UTC),
    // the month on 1st March 00:00 Lagos (28 Feb 23:00 UTC).
    const now = new Date("2026-03-11T11:00:00Z");
    await watch(learner.id, c.id, "2026-03-08T23:30:00Z", 1800); // Mon 00:30 Lagos: this week
    await watch(learner.id, c.id, "2026-03-11T09:00:00Z", 1800); // Wed: this week
    await watch(learner.id, c.id, "2026-03-08T22:30:00Z", 3600); // Sun 23:30 Lagos: month only
    await watch(learner.id, c.id, "2026-02-28T23:30:00Z", 3600); // 1 Mar 00:30 Lagos: month only
    await watch(learner.id, c.id, "2026-02-28T22:30:00Z", 7200); // 28 Feb Lagos: neither
    await suite.services.db.insert(lessonProgress).values([
      {
        userId: learner.id,
        courseId: c.id,
        lessonId: l1.id,
        watchedPercentage: 100,
        completedAt: new Date("2026-03-08T23:30:00Z"), // this week
      },
      {
        userId: learner.id,
        courseId: c.id,
        lessonId: l2.id,
        watchedPercentage: 80,
        completedAt: new Date("2026-03-08T22:30:00Z"), // this month only
      },
    ]);

    const overview = await getProgressOverview(suite.services.db, learner.id, now);
    expect(overview.week).toEqual({ hours: 1, seconds: 3600, lessonsCompleted: 1, activeDays: 2 });
    expect(overview.month).toEqual({
      hours: 3,
      seconds: 10_800,
      lessonsCompleted: 2,
      activeDays: 4,
    });
    expect(overview.learningDays).toBe(5);
  });
});

describe("summary figures", () => {
  it("averages only the scores that exist and rounds the progress rate", async () => {
    const learner = await createTestUser(suite.services);
    const cassava = await enrol(learner.id, CASSAVA, {
      progress: 100,
      score: 80,
      watchSeconds: 3600,
    });
    const climate = await enrol(learner.id, CLIMATE, {
      progress: 40,
      score: null,
      watchSeconds: 1800,
    });
    const records = await enrol(learner.id, RECORDS, { progress: 0, score: 95 });
    // Two lessons of the climate course completed; the cassava course is completed (every lesson).
    const done = await firstLessons(climate.id, 2);
    await suite.services.db.insert(lessonProgress).values(
      done.map((l) => ({
        userId: learner.id,
        courseId: climate.id,
        lessonId: l.id,
        watchedPercentage: 100,
        completedAt: new Date(),
      })),
    );
    const total = cassava.lessonsCount + climate.lessonsCount + records.lessonsCount;
    const completedLessons = cassava.lessonsCount + 2;

    const { summary, achievements } = await getProgressOverview(suite.services.db, learner.id);
    expect(summary).toEqual({
      enrolled: 3,
      completed: 1,
      certificates: 0,
      hoursLearned: 1.5,
      secondsLearned: 5400,
      progressRate: 33,
      lessons: {
        completed: completedLessons,
        total,
        percent: Math.round((completedLessons / total) * 100),
      },
      averageScore: 88,
      level: "Beginner",
    });
    expect(achievements.map((a) => [a.id, a.earned])).toEqual([
      ["first-course", true],
      ["goal-setter", true],
      ["consistent-learner", false],
      ["high-achiever", false],
    ]);
  });

  it("shows no average (and no High Achiever) when no course has a score", async () => {
    const learner = await createTestUser(suite.services);
    await enrol(learner.id, CASSAVA, { progress: 100 });
    await enrol(learner.id, CLIMATE, { progress: 100 });
    await enrol(learner.id, RECORDS, { progress: 10 });
    const { summary, achievements } = await getProgressOverview(suite.services.db, learner.id);
    expect(summary.averageScore).toBeNull();
    expect(summary.progressRate).toBe(67);
    expect(summary.level).toBe("Intermediate");
    expect(achievements.find((a) => a.id === "high-achiever")?.earned).toBe(false);
  });

  it("is all zero for a learner with no records", async () => {
    const learner = await createTestUser(suite.services);
    const overview = await getProgressOverview(suite.services.db, learner.id);
    expect(overview.summary).toMatchObject({
      enrolled: 0,
      completed: 0,
      progressRate: 0,
      hoursLearned: 0,
    });
    expect(overview.streak).toBe(0);
    expect(overview.learningDays).toBe(0);
    expect(overview.activity).toEqual([]);
    expect(overview.achievements.some((a) => a.earned)).toBe(false);
  });
});

describe("ownership", () => {
  it("never counts another learner's enrolments, activity, lessons or certificates", async () => {
    const learner = await createTestUser(suite.services);
    const other = await createTestUser(suite.services);
    const c = await enrol(learner.id, CASSAVA, { progress: 50, watchSeconds: 600 });
    const now = new Date("2026-03-11T11:00:00Z");
    await watch(learner.id, c.id, "2026-03-11T09:00:00Z", 600);

    // The other learner is busy in the same course and others.
    await enrol(other.id, CASSAVA, { progress: 100, score: 99, watchSeconds: 36_000 });
    await enrol(other.id, CLIMATE, { progress: 100, score: 98, watchSeconds: 36_000 });
    const [lesson] = await firstLessons(c.id, 1);
    for (let d = 1; d <= 10; d += 1) {
      await watch(
        other.id,
        c.id,
        `2026-03-${String(d).padStart(2, "0")}T09:00:00Z`,
        3600,
        lesson?.id,
      );
    }
    await suite.services.db.insert(lessonProgress).values({
      userId: other.id,
      courseId: c.id,
      lessonId: lesson?.id ?? "",
      watchedPercentage: 100,
      completedAt: new Date("2026-03-10T09:00:00Z"),
    });
    await suite.services.db.insert(certificates).values({
      code: "AFA-TEST-OTHR-0001",
      userId: other.id,
      courseId: c.id,
      learnerName: "Someone Else",
      courseTitle: c.title,
      instructor: c.instructor,
    });

    const overview = await getProgressOverview(suite.services.db, learner.id, now);
    expect(overview.summary).toMatchObject({
      enrolled: 1,
      completed: 0,
      certificates: 0,
      hoursLearned: 0.2,
      averageScore: null,
      lessons: { completed: 0, total: c.lessonsCount },
    });
    expect(overview.streak).toBe(1);
    expect(overview.learningDays).toBe(1);
    expect(overview.week).toEqual({ hours: 0.2, seconds: 600, lessonsCompleted: 0, activeDays: 1 });
    expect(overview.courses.map((x) => x.progress)).toEqual([50]);
    expect(overview.activity.map((a) => a.kind).sort()).toEqual(["enrolled", "watched"]);

    // "Most recently active" is the learner's own last watching, not the other learner's.
    await suite.services.db
      .update(courseEnrollments)
      .set({ updatedAt: new Date("2026-03-01T09:00:00Z") })
      .where(eq(courseEnrollments.userId, learner.id));
    await watch(other.id, c.id, "2026-03-20T09:00:00Z", 60, lesson?.id);
    const enrolments = await listLearnerEnrolments(suite.services.db, learner.id);
    expect(enrolments).toHaveLength(1);
    expect(enrolments[0]?.lastActiveAt.toISOString()).toBe("2026-03-11T09:00:00.000Z");
  });
});

describe("recent activity", () => {
  it("lists lessons watched per day, completions, enrolments and certificates, newest first", async () => {
    const learner = await createTestUser(suite.services);
    const c = await enrol(learner.id, CASSAVA);
    await suite.services.db
      .update(courseEnrollments)
      .set({ createdAt: new Date("2026-03-01T09:00:00Z") })
      .where(eq(courseEnrollments.userId, learner.id));
    const [l1, l2] = await firstLessons(c.id);
    if (!l1 || !l2) throw new Error("demo course without lessons");
    // Three reports on lesson 1 the same day: one entry, with their time added up.
    await watch(learner.id, c.id, "2026-03-02T09:00:00Z", 60, l1.id);
    await watch(learner.id, c.id, "2026-03-02T09:05:00Z", 60, l1.id);
    await watch(learner.id, c.id, "2026-03-02T09:10:00Z", 60, l1.id);
    // Lesson 2 watched and completed on the 3rd: one "completed" entry.
    await watch(learner.id, c.id, "2026-03-03T09:00:00Z", 300, l2.id);
    await suite.services.db.insert(lessonProgress).values({
      userId: learner.id,
      courseId: c.id,
      lessonId: l2.id,
      watchedPercentage: 100,
      completedAt: new Date("2026-03-03T09:05:00Z"),
    });
    await suite.services.db.insert(certificates).values({
      code: "AFA-TEST-MINE-0001",
      userId: learner.id,
      courseId: c.id,
      learnerName: learner.name,
      courseTitle: c.title,
      instructor: c.instructor,
      issuedAt: new Date("2026-03-04T09:00:00Z"),
    });

    const { activity, summary } = await getProgressOverview(suite.services.db, learner.id);
    expect(summary.certificates).toBe(1);
    expect(activity.map((a) => a.kind)).toEqual([
      "certificate",
      "lesson-completed",
      "watched",
      "enrolled",
    ]);
    expect(activity[1]).toMatchObject({ lessonTitle: l2.title, seconds: 300 });
    expect(activity[2]).toMatchObject({ lessonTitle: l1.title, seconds: 180 });
  });
});
