import { randomUUID } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  certificates,
  learningActivity,
  lessonProgress,
  notifications,
  progressSyncReceipts,
} from "~/db/schema";
import { createTestCourse, enrolDirectly, type TestCourse } from "../../../tests/support/courses";
import { countStatements } from "../../../tests/support/statements";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import type { QueuedProgressReport } from "./progress-sync.schema";
import { applyQueuedProgress } from "./progress-sync.server";

const suite = setupFreshServices();

function queued(
  course: TestCourse,
  lessonIndex: number,
  percent: number,
  watched = 0,
): QueuedProgressReport {
  const lessonId = course.lessonIds[lessonIndex];
  if (!lessonId) throw new Error(`no lesson ${lessonIndex}`);
  return { id: randomUUID(), courseId: course.id, lessonId, percent, position: 0, watched };
}

async function percentOf(userId: string, lessonId: string | undefined) {
  const [row] = await suite.services.db
    .select({ percent: lessonProgress.watchedPercentage })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId ?? "")));
  return row?.percent ?? 0;
}

async function learner(course: TestCourse) {
  const user = await createTestUser(suite.services);
  await enrolDirectly(suite.services.db, user.id, course.id);
  return user;
}

describe("applyQueuedProgress", () => {
  it("applies each report once: a batch sent again changes nothing", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 2 });
    const user = await learner(course);
    const batch = [queued(course, 0, 30, 20), queued(course, 0, 60, 20)];

    expect(await applyQueuedProgress(suite.services, user.id, batch)).toEqual([
      { id: batch[0]?.id, status: "applied" },
      { id: batch[1]?.id, status: "applied" },
    ]);
    expect(await percentOf(user.id, course.lessonIds[0])).toBe(60);

    expect(await applyQueuedProgress(suite.services, user.id, batch)).toEqual([
      { id: batch[0]?.id, status: "duplicate" },
      { id: batch[1]?.id, status: "duplicate" },
    ]);
    const receipts = await suite.services.db
      .select()
      .from(progressSyncReceipts)
      .where(eq(progressSyncReceipts.userId, user.id));
    expect(receipts).toHaveLength(2);
  });

  it("never lowers progress, whatever order the reports arrive in", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 2 });
    const user = await learner(course);
    await applyQueuedProgress(suite.services, user.id, [queued(course, 0, 70)]);
    const late = queued(course, 0, 20);
    expect(await applyQueuedProgress(suite.services, user.id, [late])).toEqual([
      { id: late.id, status: "applied" },
    ]);
    expect(await percentOf(user.id, course.lessonIds[0])).toBe(70);
  });

  it("refuses, and forgets, reports for a course the learner is not in or a lesson of another", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const other = await createTestCourse(suite.services.db, { lessonCount: 1 });
    const user = await learner(course);
    const notEnrolled = queued(other, 0, 50);
    const wrongLesson = { ...queued(other, 0, 50), courseId: course.id };
    const noSuchLesson = { ...queued(course, 0, 50), lessonId: randomUUID() };
    const results = await applyQueuedProgress(suite.services, user.id, [
      notEnrolled,
      wrongLesson,
      noSuchLesson,
    ]);
    expect(results.map((r) => r.status)).toEqual(["refused", "refused", "refused"]);
    // Refused reports leave no receipt: nothing to hold against a later, valid one.
    const receipts = await suite.services.db
      .select()
      .from(progressSyncReceipts)
      .where(eq(progressSyncReceipts.userId, user.id));
    expect(receipts).toHaveLength(0);
  });

  it("completes the course and issues its certificate and notification once, as online", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 2 });
    const user = await learner(course);
    // Each one-minute lesson watched through, offline.
    const batch = [
      queued(course, 0, 100, 60),
      queued(course, 1, 50, 30),
      queued(course, 1, 100, 30),
    ];
    await applyQueuedProgress(suite.services, user.id, batch);
    await applyQueuedProgress(suite.services, user.id, batch);

    const issued = await suite.services.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, user.id));
    expect(issued).toHaveLength(1);
    const told = await suite.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    // Course complete and certificate issued: each told once, though the batch came twice.
    const titles = told.map((n) => n.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("credits the seconds watched offline, across lessons and courses, up to the real time that passed", async () => {
    const first = await createTestCourse(suite.services.db, { lessonCount: 2, lessonSeconds: 600 });
    const second = await createTestCourse(suite.services.db, {
      lessonCount: 1,
      lessonSeconds: 600,
    });
    const user = await createTestUser(suite.services);
    const start = new Date(Date.now() - 60 * 60 * 1000);
    await enrolDirectly(suite.services.db, user.id, first.id, start);
    await enrolDirectly(suite.services.db, user.id, second.id, start);
    // Ten minutes offline: three lessons watched in turn, a minute per report.
    const batch = [
      queued(first, 0, 10, 60),
      queued(first, 0, 20, 60),
      queued(first, 1, 10, 60),
      queued(second, 0, 10, 60),
      queued(second, 0, 20, 60),
    ];
    const synced = new Date(start.getTime() + 10 * 60 * 1000);
    await applyQueuedProgress(suite.services, user.id, batch, synced);
    const activity = await suite.services.db
      .select({ lessonId: learningActivity.lessonId, seconds: learningActivity.watchSeconds })
      .from(learningActivity)
      .where(eq(learningActivity.userId, user.id));
    expect(activity.reduce((sum, a) => sum + a.seconds, 0)).toBe(300);
    expect(new Set(activity.map((a) => a.lessonId)).size).toBe(3);

    // Claims beyond real time (another phone, a replayed queue with new ids) get no more than has
    // passed: two minutes later, 600 s are claimed; the twelve minutes since enrolling hold 720 s.
    const later = new Date(synced.getTime() + 2 * 60 * 1000);
    const more = Array.from({ length: 10 }, (_, i) => queued(second, 0, 30 + i * 5, 60));
    await applyQueuedProgress(suite.services, user.id, more, later);
    const total = await suite.services.db
      .select({ seconds: learningActivity.watchSeconds })
      .from(learningActivity)
      .where(eq(learningActivity.userId, user.id));
    expect(total.reduce((sum, a) => sum + a.seconds, 0)).toBe(720);
  });

  it("one batch of 100 reports claiming 100% right after enrolling earns no certificate", async () => {
    const course = await createTestCourse(suite.services.db, { lessonCount: 4 });
    const user = await createTestUser(suite.services);
    await enrolDirectly(suite.services.db, user.id, course.id, new Date());
    const batch = Array.from({ length: 100 }, (_, i) => queued(course, i % 4, 100, 60));
    const results = await applyQueuedProgress(suite.services, user.id, batch);
    expect(results.every((r) => r.status === "applied")).toBe(true);
    expect(
      await suite.services.db.select().from(certificates).where(eq(certificates.userId, user.id)),
    ).toEqual([]);
    const done = await suite.services.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, user.id), isNotNull(lessonProgress.completedAt)));
    expect(done).toEqual([]);
  });

  it("costs the same statements for one report and for a hundred over several courses", async () => {
    const first = await createTestCourse(suite.services.db, { lessonCount: 3, lessonSeconds: 600 });
    const second = await createTestCourse(suite.services.db, {
      lessonCount: 3,
      lessonSeconds: 600,
    });
    const user = await createTestUser(suite.services);
    await enrolDirectly(suite.services.db, user.id, first.id);
    await enrolDirectly(suite.services.db, user.id, second.id);
    const db = suite.services.db;
    const one = await countStatements(db, () =>
      applyQueuedProgress(suite.services, user.id, [queued(first, 0, 10, 5)]),
    );
    const hundred = await countStatements(db, () =>
      applyQueuedProgress(
        suite.services,
        user.id,
        Array.from({ length: 100 }, (_, i) =>
          queued(i % 2 ? first : second, i % 3, 10 + (i % 6) * 10, 5),
        ),
      ),
    );
    expect(hundred).toBe(one);
    expect(one).toBeLessThanOrEqual(12);
  });
});
