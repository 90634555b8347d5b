import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  certificates,
  learningActivity,
  lessonProgress,
  notifications,
  progressSyncReceipts,
} from "~/db/schema";
import { createTestCourse, enrolDirectly, type TestCourse } from "../../../tests/support/courses";
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
    const batch = [queued(course, 0, 100), queued(course, 1, 50), queued(course, 1, 100)];
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

  it("credits a lesson's offline seconds together, with its first new report of the batch", async () => {
    const course = await createTestCourse(suite.services.db, {
      lessonCount: 1,
      lessonSeconds: 600,
    });
    const user = await learner(course);
    await applyQueuedProgress(suite.services, user.id, [
      queued(course, 0, 10, 60),
      queued(course, 0, 20, 60),
      queued(course, 0, 30, 60),
    ]);
    const activity = await suite.services.db
      .select({ seconds: learningActivity.watchSeconds })
      .from(learningActivity)
      .where(eq(learningActivity.userId, user.id));
    // The enrolment is a day old: the whole 180 s fit in the time since, in one stretch.
    expect(activity.reduce((sum, a) => sum + a.seconds, 0)).toBe(180);
  });
});
