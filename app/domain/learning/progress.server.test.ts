import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  certificates,
  courseEnrollments,
  learningActivity,
  lessonProgress,
  notificationPreferences,
  notifications,
  outboxMessages,
  videoRenditions,
} from "~/db/schema";
import { createQueuedMailer } from "~/domain/outbox/outbox.server";
import type { Services } from "~/services.server";
import { createTestCourse, enrolDirectly, type TestCourse } from "../../../tests/support/courses";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { getCourseContent } from "./course-content.server";
import {
  creditWatch,
  markLessonComplete,
  type ProgressOutcome,
  recordLessonProgress,
  WATCH_CLOCK_LOOKBACK_SECONDS,
} from "./progress.server";
import { courseProgressHint, courseProgressPercent } from "./progress-rules";

const suite = setupFreshServices();

async function enrolment(userId: string, courseId: string) {
  const [row] = await suite.services.db
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
  return row;
}

async function progressRow(userId: string, lessonId: string) {
  const [row] = await suite.services.db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
  return row;
}

async function certificatesOf(userId: string) {
  return suite.services.db.select().from(certificates).where(eq(certificates.userId, userId));
}

async function notificationsOf(userId: string) {
  return suite.services.db.select().from(notifications).where(eq(notifications.userId, userId));
}

function saved(outcome: ProgressOutcome) {
  if (outcome.status !== "saved") throw new Error(`expected saved, got ${outcome.status}`);
  return outcome;
}

/** Reports `percent` of a lesson as the player would, with no watch time unless told. */
function report(
  userId: string,
  course: TestCourse,
  lessonIndex: number,
  percent: number,
  extra: { position?: number; watched?: number; now?: Date; services?: Services } = {},
) {
  const lessonId = course.lessonIds[lessonIndex];
  if (!lessonId) throw new Error(`no lesson ${lessonIndex}`);
  return recordLessonProgress(extra.services ?? suite.services, {
    userId,
    courseId: course.id,
    lessonId,
    percent,
    position: extra.position ?? 0,
    watched: extra.watched ?? 0,
    now: extra.now,
  });
}

/** Plays every lesson (one minute each) to the end, as the player reports it. */
async function completeCourse(userId: string, course: TestCourse) {
  let last: ProgressOutcome | null = null;
  for (let i = 0; i < course.lessonIds.length; i += 1) {
    last = await report(userId, course, i, 100, { watched: 60 });
  }
  return last;
}

describe("recordLessonProgress", () => {
  it("saves each 10% step and completes the lesson at 80%, not before", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db, { lessonCount: 3 });
    await enrolDirectly(suite.services.db, learner.id, course.id);
    const lessonId = course.lessonIds[0] ?? "";

    // Six seconds of the one-minute lesson per 10% step, as a learner watching it plays them.
    for (const percent of [10, 20, 30, 40, 50, 60, 70]) {
      const outcome = saved(
        await report(learner.id, course, 0, percent, { position: percent, watched: 6 }),
      );
      expect(outcome.lesson).toMatchObject({ watchedPercentage: percent, completed: false });
      expect(outcome.course.progress).toBe(0);
      expect((await progressRow(learner.id, lessonId))?.watchedPercentage).toBe(percent);
    }
    expect((await progressRow(learner.id, lessonId))?.completedAt).toBeNull();

    const at80 = saved(await report(learner.id, course, 0, 80, { position: 48, watched: 6 }));
    expect(at80.lesson).toEqual({
      watchedPercentage: 80,
      positionSeconds: 48,
      completed: true,
      completedNow: true,
    });
    expect(at80.course).toEqual({ progress: 33, completed: false, completedNow: false });
    const row = await progressRow(learner.id, lessonId);
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect((await enrolment(learner.id, course.id))?.progress).toBe(33);

    // Completion is stamped once: later steps keep the first moment.
    const at90 = saved(await report(learner.id, course, 0, 90));
    expect(at90.lesson.completedNow).toBe(false);
    expect((await progressRow(learner.id, lessonId))?.completedAt).toEqual(row?.completedAt);
  });

  it("never lowers anything when a lower report arrives later", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db, { lessonCount: 3 });
    await enrolDirectly(suite.services.db, learner.id, course.id);
    await report(learner.id, course, 0, 90, { position: 54, watched: 54 });

    const late = saved(await report(learner.id, course, 0, 40, { position: 20 }));

    expect(late.lesson.watchedPercentage).toBe(90);
    expect(late.lesson.completed).toBe(true);
    expect(late.course.progress).toBe(33);
    const row = await progressRow(learner.id, course.lessonIds[0] ?? "");
    expect(row?.watchedPercentage).toBe(90);
    expect(row?.completedAt).not.toBeNull();
    // The resume position follows the learner, backwards too.
    expect(row?.positionSeconds).toBe(20);

    // Course progress written elsewhere higher than the lessons say stays where it is.
    await suite.services.db
      .update(courseEnrollments)
      .set({ progress: 50 })
      .where(eq(courseEnrollments.courseId, course.id));
    const again = saved(await report(learner.id, course, 1, 10));
    expect(again.course.progress).toBe(50);
    expect((await enrolment(learner.id, course.id))?.progress).toBe(50);
  });

  it("rounds course progress: 1 of 3 is 33, 2 of 3 is 67, 3 of 3 is 100", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db, { lessonCount: 3 });
    await enrolDirectly(suite.services.db, learner.id, course.id);

    const watched = 60;
    expect(saved(await report(learner.id, course, 0, 100, { watched })).course.progress).toBe(33);
    expect(saved(await report(learner.id, course, 1, 80, { watched })).course.progress).toBe(67);
    const last = saved(await report(learner.id, course, 2, 100, { watched }));
    expect(last.course).toEqual({ progress: 100, completed: true, completedNow: true });
    expect((await enrolment(learner.id, course.id))?.completedAt).toBeInstanceOf(Date);

    expect(courseProgressPercent(1, 3)).toBe(33);
    expect(courseProgressPercent(2, 3)).toBe(67);
    expect(courseProgressPercent(1, 8)).toBe(13);
    expect(courseProgressPercent(0, 0)).toBe(0);
  });

  it("refuses a learner who is not enrolled and writes nothing", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db);

    expect(await report(learner.id, course, 0, 100, { watched: 30 })).toEqual({
      status: "not-enrolled",
    });
    expect(
      await markLessonComplete(suite.services, {
        userId: learner.id,
        courseId: course.id,
        lessonId: course.lessonIds[0] ?? "",
      }),
    ).toEqual({ status: "not-enrolled" });
    expect(await suite.services.db.select().from(lessonProgress)).toEqual([]);
    expect(await suite.services.db.select().from(learningActivity)).toEqual([]);
  });

  it("refuses a lesson of another course, even one the learner is enrolled in", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db);
    const other = await createTestCourse(suite.services.db);
    await enrolDirectly(suite.services.db, learner.id, course.id);
    await enrolDirectly(suite.services.db, learner.id, other.id);

    const outcome = await recordLessonProgress(suite.services, {
      userId: learner.id,
      courseId: course.id,
      lessonId: other.lessonIds[0] ?? "",
      percent: 100,
      position: 10,
      watched: 10,
    });

    expect(outcome).toEqual({ status: "not-in-course" });
    expect(await suite.services.db.select().from(lessonProgress)).toEqual([]);
    expect((await enrolment(learner.id, course.id))?.watchSeconds).toBe(0);
    expect((await enrolment(learner.id, other.id))?.progress).toBe(0);
  });

  it("leaves another learner's enrolment and progress untouched", async () => {
    const ada = await createTestUser(suite.services, { name: "Ada" });
    const bola = await createTestUser(suite.services, { name: "Bola" });
    const course = await createTestCourse(suite.services.db, { lessonCount: 2 });
    await enrolDirectly(suite.services.db, ada.id, course.id);
    await enrolDirectly(suite.services.db, bola.id, course.id);
    await report(bola.id, course, 1, 30, { position: 18 });
    const bolaBefore = await enrolment(bola.id, course.id);

    await completeCourse(ada.id, course);

    expect(await enrolment(bola.id, course.id)).toEqual(bolaBefore);
    const bolaRows = await suite.services.db
      .select()
      .from(lessonProgress)
      .where(eq(lessonProgress.userId, bola.id));
    expect(bolaRows.map((r) => [r.lessonId, r.watchedPercentage, r.positionSeconds])).toEqual([
      [course.lessonIds[1], 30, 18],
    ]);
    expect(await certificatesOf(bola.id)).toEqual([]);
  });

  it("marks a lesson completed at 100% and keeps the resume position", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db, {
      lessonCount: 2,
      types: ["embed", "video"],
    });
    await enrolDirectly(suite.services.db, learner.id, course.id);
    await report(learner.id, course, 0, 20, { position: 12 });

    const outcome = saved(
      await markLessonComplete(suite.services, {
        userId: learner.id,
        courseId: course.id,
        lessonId: course.lessonIds[0] ?? "",
      }),
    );

    expect(outcome.lesson).toEqual({
      watchedPercentage: 100,
      positionSeconds: 12,
      completed: true,
      completedNow: true,
    });
    expect(outcome.course.progress).toBe(50);
  });
});

describe("watch time", () => {
  it("counts the seconds played, capped by the time since the previous report", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db, { lessonSeconds: 600 });
    const start = new Date(Date.now() - 60 * 60 * 1000);
    await enrolDirectly(suite.services.db, learner.id, course.id, start);
    /** The seconds credited for a report of `watched` seconds, `after` seconds from enrolling. */
    const credited = async (lesson: number, percent: number, watched: number, after: number) => {
      const now = new Date(start.getTime() + after * 1000);
      return saved(await report(learner.id, course, lesson, percent, { watched, now }))
        .creditedSeconds;
    };

    // 60 s after enrolling, a report claims 60 s: all of it counts.
    expect(await credited(0, 10, 60, 60)).toBe(60);
    // 30 s later a client claims 500 s: only the 30 s that passed count.
    expect(await credited(0, 20, 500, 90)).toBe(30);
    // The same instant again: nothing (and no activity row).
    expect(await credited(0, 30, 45, 90)).toBe(0);
    // Another lesson of the same course shares the clock: two tabs cannot both claim it.
    expect(await credited(1, 10, 45, 100)).toBe(10);

    const row = await enrolment(learner.id, course.id);
    expect(row?.watchSeconds).toBe(100);
    const activity = await suite.services.db
      .select()
      .from(learningActivity)
      .where(eq(learningActivity.userId, learner.id));
    expect(activity.map((a) => a.watchSeconds).sort((a, b) => a - b)).toEqual([10, 30, 60]);
    expect(activity.every((a) => a.courseId === course.id)).toBe(true);
  });

  it("never credits more than the lesson lasts in one report", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db, { lessonSeconds: 90 });
    await enrolDirectly(suite.services.db, learner.id, course.id);

    const outcome = saved(await report(learner.id, course, 0, 100, { watched: 5000 }));

    expect(outcome.creditedSeconds).toBe(90);
    expect((await enrolment(learner.id, course.id))?.watchSeconds).toBe(90);
  });

  it("applies every cap in the pure rule", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const ago = (s: number) => new Date(now.getTime() - s * 1000);
    const week = WATCH_CLOCK_LOOKBACK_SECONDS;
    // [claimed, clock (s ago), enrolled (s ago), lesson length, credited, clock after (s ago)]
    const cases = [
      [40, 60, 3600, 600, 40, 20],
      // Only the 25 s since the clock.
      [40, 25, 3600, 600, 25, 0],
      // Since enrolling, when that is later than the clock.
      [40, 3600, 30, 600, 30, 0],
      // No more than the lesson lasts.
      [400, 9999, 9999, 120, 120, 9999 - 120],
      // A clock in the future (another machine's time) credits nothing and stays.
      [10, -30, 3600, 120, 0, -30],
      // No more than a week back, and never more than twelve hours in one report.
      [99999, 30 * 86400, 30 * 86400, null, 12 * 60 * 60, week - 12 * 60 * 60],
    ] as const;
    for (const [watched, clock, enrolled, lessonSeconds, credited, after] of cases) {
      const result = creditWatch({
        watched,
        now,
        creditedUntil: ago(clock),
        enrolledAt: ago(enrolled),
        lessonSeconds,
      });
      const label = `${watched} s claimed, clock ${clock} s ago, enrolled ${enrolled} s ago`;
      expect(result.credited, label).toBe(credited);
      expect(result.creditedUntil, label).toEqual(ago(after));
    }
  });

  it("caps watch time per learner: four courses playing at once credit real time once", async () => {
    const learner = await createTestUser(suite.services);
    const start = new Date(Date.now() - 60 * 60 * 1000);
    const courses: TestCourse[] = [];
    for (let i = 0; i < 4; i += 1) {
      const course = await createTestCourse(suite.services.db, { lessonSeconds: 600 });
      await enrolDirectly(suite.services.db, learner.id, course.id, start);
      courses.push(course);
    }
    // A minute after enrolling, each course's tab claims that minute.
    const now = new Date(start.getTime() + 60 * 1000);
    const credited: number[] = [];
    for (const course of courses) {
      credited.push(
        saved(await report(learner.id, course, 0, 10, { watched: 60, now })).creditedSeconds,
      );
    }
    expect(credited).toEqual([60, 0, 0, 0]);
    const activity = await suite.services.db
      .select()
      .from(learningActivity)
      .where(eq(learningActivity.userId, learner.id));
    expect(activity.reduce((sum, a) => sum + a.watchSeconds, 0)).toBe(60);
  });
});

describe("completing a video lesson", () => {
  it("takes credited watch time, not the player's word: 100% right after enrolling completes nothing", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db, { lessonCount: 3 });
    // Enrolled this instant: no time has passed in which anything could be watched.
    await enrolDirectly(suite.services.db, learner.id, course.id, new Date());
    for (let i = 0; i < 3; i += 1) {
      const outcome = saved(await report(learner.id, course, i, 100, { watched: 60 }));
      expect(outcome.lesson).toMatchObject({ watchedPercentage: 100, completed: false });
      expect(outcome.course.progress).toBe(0);
    }
    expect(await certificatesOf(learner.id)).toEqual([]);
  });

  it("completes once the credited seconds reach 80% of the video's length", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db, { lessonCount: 2 });
    await enrolDirectly(suite.services.db, learner.id, course.id);

    // The whole video claimed, 30 of its 60 seconds played: 80% of it is 48 s.
    const half = saved(await report(learner.id, course, 0, 100, { watched: 30 }));
    expect(half.lesson.completed).toBe(false);
    const short = saved(await report(learner.id, course, 0, 100, { watched: 17 }));
    expect(short.lesson.completed).toBe(false);
    const enough = saved(await report(learner.id, course, 0, 100, { watched: 1 }));
    expect(enough.lesson).toMatchObject({ completed: true, completedNow: true });
    expect((await progressRow(learner.id, course.lessonIds[0] ?? ""))?.watchSeconds).toBe(48);
    expect(enough.course.progress).toBe(50);
  });

  it("measures by the file's real length when the copies' worker has read it", async () => {
    const learner = await createTestUser(suite.services);
    // Typed as ten minutes; the file is twelve seconds long.
    const course = await createTestCourse(suite.services.db, {
      lessonCount: 1,
      lessonSeconds: 600,
    });
    await suite.services.db.insert(videoRenditions).values({
      sourceUrl: "/media/video/afa-intro.mp4",
      status: "ready",
      durationSeconds: 12,
    });
    await enrolDirectly(suite.services.db, learner.id, course.id);
    const outcome = saved(await report(learner.id, course, 0, 100, { watched: 600 }));
    // Credited no more than the real twelve seconds, which complete it.
    expect(outcome.creditedSeconds).toBe(12);
    expect(outcome.lesson.completed).toBe(true);
  });

  it("refuses Mark as Completed for a video the player measures, accepts it for a link or a reading", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db, {
      lessonCount: 3,
      types: ["video", "embed", "text"],
    });
    await enrolDirectly(suite.services.db, learner.id, course.id);
    const mark = (i: number) =>
      markLessonComplete(suite.services, {
        userId: learner.id,
        courseId: course.id,
        lessonId: course.lessonIds[i] ?? "",
      });
    expect(await mark(0)).toEqual({ status: "measured" });
    expect(await progressRow(learner.id, course.lessonIds[0] ?? "")).toBeUndefined();
    expect(saved(await mark(1)).lesson.completed).toBe(true);
    expect(saved(await mark(2)).course.progress).toBe(67);
  });
});

describe("completing a course", () => {
  it("queues the certificate e-mail in the outbox in the transaction that issues it", async () => {
    const learner = await createTestUser(suite.services, { name: "Ngozi Obi" });
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    await enrolDirectly(suite.services.db, learner.id, course.id);
    const queued = { ...suite.services, mailer: createQueuedMailer(suite.services.db, () => {}) };
    const done = await report(learner.id, course, 0, 100, {
      position: 60,
      watched: 60,
      services: queued,
    });
    expect(done.status === "saved" && done.certificate?.code).toMatch(/^AFA-/);
    const rows = await suite.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, learner.email));
    expect(rows.map((r) => [r.channel, r.status])).toEqual([["email", "queued"]]);
    expect(rows[0]?.summary).toContain(course.title);
  });

  it("keeps the learner's certificate when its e-mail cannot be queued", async () => {
    const learner = await createTestUser(suite.services, { name: "Tunde Bello" });
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    await enrolDirectly(suite.services.db, learner.id, course.id);
    const broken = {
      ...suite.services,
      mailer: {
        send: async () => {
          throw new Error("outbox unavailable");
        },
      },
    };
    const done = await report(learner.id, course, 0, 100, {
      position: 60,
      watched: 60,
      services: broken,
    });
    expect(done.status === "saved" && done.certificate?.code).toMatch(/^AFA-/);
    const issued = await certificatesOf(learner.id);
    expect(issued).toHaveLength(1);
    expect((await enrolment(learner.id, course.id))?.progress).toBe(100);
  });

  it("issues one certificate, stores Course Complete and Certificate Ready, and e-mails it", async () => {
    const learner = await createTestUser(suite.services, { name: "Chidi Eze" });
    const course = await createTestCourse(suite.services.db, { lessonCount: 2 });
    await enrolDirectly(suite.services.db, learner.id, course.id);

    const first = saved(await report(learner.id, course, 0, 100, { watched: 60 }));
    expect(first.certificate).toBeNull();
    const last = saved(await report(learner.id, course, 1, 100, { watched: 60 }));

    expect(last.course.completedNow).toBe(true);
    expect(last.certificate?.code).toMatch(/^AFA-/);
    expect(last.certificate?.learnerName).toBe("Chidi Eze");
    const issued = await certificatesOf(learner.id);
    expect(issued.map((c) => c.courseId)).toEqual([course.id]);
    const titles = (await notificationsOf(learner.id)).map((n) => n.title);
    expect(titles.sort()).toEqual(["Certificate Ready", "Course Complete"]);
    expect(suite.outbox).toHaveLength(1);
    expect(suite.outbox[0]?.to).toBe(learner.email);
    expect(suite.outbox[0]?.text).toContain(last.certificate?.code ?? "missing");

    // A replay of the last report changes nothing and sends nothing.
    const replay = saved(await report(learner.id, course, 1, 100));
    expect(replay.course.completedNow).toBe(false);
    expect(replay.certificate).toBeNull();
    expect(suite.outbox).toHaveLength(1);
  });

  it("issues exactly one certificate and one notification when two final reports race", async () => {
    const learner = await createTestUser(suite.services);
    // The last lesson is a reading: reports and Mark as Completed can race on it.
    const course = await createTestCourse(suite.services.db, {
      lessonCount: 2,
      types: ["video", "text"],
    });
    await enrolDirectly(suite.services.db, learner.id, course.id);
    await report(learner.id, course, 0, 100, { watched: 60 });

    const outcomes = await Promise.all([
      report(learner.id, course, 1, 100, { watched: 5 }),
      report(learner.id, course, 1, 90, { watched: 5 }),
      markLessonComplete(suite.services, {
        userId: learner.id,
        courseId: course.id,
        lessonId: course.lessonIds[1] ?? "",
      }),
    ]);

    const completions = outcomes.map(saved).filter((o) => o.course.completedNow);
    expect(completions).toHaveLength(1);
    expect(outcomes.map(saved).filter((o) => o.certificate !== null)).toHaveLength(1);
    expect(await certificatesOf(learner.id)).toHaveLength(1);
    const rows = await notificationsOf(learner.id);
    expect(rows.filter((n) => n.title === "Course Complete")).toHaveLength(1);
    expect(rows.filter((n) => n.title === "Certificate Ready")).toHaveLength(1);
    expect(suite.outbox).toHaveLength(1);
    expect((await enrolment(learner.id, course.id))?.progress).toBe(100);
  });

  it("honours switched-off progress alerts and certificate e-mails, but still issues", async () => {
    const learner = await createTestUser(suite.services);
    await suite.services.db.insert(notificationPreferences).values({
      userId: learner.id,
      progressAlerts: false,
      certificateReady: false,
    });
    const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
    await enrolDirectly(suite.services.db, learner.id, course.id);

    const outcome = saved(await report(learner.id, course, 0, 100, { watched: 60 }));

    expect(outcome.certificate).not.toBeNull();
    expect(await notificationsOf(learner.id)).toEqual([]);
    expect(suite.outbox).toEqual([]);
  });
});

describe("getCourseContent", () => {
  it("answers not-found, not-enrolled, and the lessons with the learner's own progress", async () => {
    const learner = await createTestUser(suite.services);
    const other = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db, { lessonCount: 3 });

    expect(await getCourseContent(suite.services.db, learner.id, crypto.randomUUID())).toEqual({
      status: "not-found",
    });
    expect(await getCourseContent(suite.services.db, learner.id, course.id)).toEqual({
      status: "not-enrolled",
      course: { slug: course.slug, isPublished: true },
    });

    await enrolDirectly(suite.services.db, learner.id, course.id);
    await enrolDirectly(suite.services.db, other.id, course.id);
    await report(learner.id, course, 0, 100, { position: 60, watched: 60 });
    await report(learner.id, course, 1, 40, { position: 24, watched: 24 });
    await report(other.id, course, 1, 100);
    await report(other.id, course, 2, 100);

    const content = await getCourseContent(suite.services.db, learner.id, course.id);
    if (content.status !== "enrolled") throw new Error(content.status);
    expect(content.enrolment).toEqual({ progress: 33, completed: false });
    expect(
      content.lessons.map((l) => [l.title, l.watchedPercentage, l.positionSeconds, l.completed]),
    ).toEqual([
      ["Lesson 1", 100, 60, true],
      ["Lesson 2", 40, 24, false],
      ["Lesson 3", 0, 0, false],
    ]);
    // The next lesson is the first one by order that is not completed.
    expect(content.nextLessonId).toBe(course.lessonIds[1]);
  });

  it("has no next lesson once all are completed", async () => {
    const learner = await createTestUser(suite.services);
    const course = await createTestCourse(suite.services.db, { lessonCount: 2 });
    await enrolDirectly(suite.services.db, learner.id, course.id);
    await completeCourse(learner.id, course);
    const content = await getCourseContent(suite.services.db, learner.id, course.id);
    if (content.status !== "enrolled") throw new Error(content.status);
    expect(content.nextLessonId).toBeNull();
    expect(content.enrolment).toEqual({ progress: 100, completed: true });
  });
});

describe("courseProgressHint", () => {
  it("says halfway from 50% and almost done from 80%", () => {
    expect(courseProgressHint(49)).not.toMatch(/halfway|almost/i);
    expect(courseProgressHint(50)).toMatch(/halfway/i);
    expect(courseProgressHint(79)).toMatch(/halfway/i);
    expect(courseProgressHint(80)).toMatch(/almost done/i);
    expect(courseProgressHint(100)).toMatch(/complete/i);
  });
});
