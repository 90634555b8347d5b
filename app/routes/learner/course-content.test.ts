import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseEnrollments, lessonProgress, videoRenditions } from "~/db/schema";
import { PROGRESS_MESSAGES } from "~/domain/learning/progress-rules";
import type { Services } from "~/services.server";
import { createTestCourse, enrolDirectly, type TestCourse } from "../../../tests/support/courses";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser } from "../../../tests/support/users";
import { action, loader, shouldRevalidate } from "./course-content";

let t: TestServices;
let services: Services;
let course: TestCourse;
let otherCourse: TestCourse;
let draft: TestCourse;

beforeAll(async () => {
  t = await createTestServices();
  services = t.services;
  course = await createTestCourse(services.db, { lessonCount: 3 });
  otherCourse = await createTestCourse(services.db, { lessonCount: 2 });
  draft = await createTestCourse(services.db, { lessonCount: 1, published: false });
});
afterAll(async () => {
  await t.close();
});

const url = (c: { id: string }, search = "") => `/dashboard/courses/${c.id}/content${search}`;

function load(
  user: Awaited<ReturnType<typeof createTestUser>> | null,
  c: { id: string },
  search = "",
) {
  return callLoader(loader, { services, url: url(c, search), user, params: { courseId: c.id } });
}

function post(
  user: Awaited<ReturnType<typeof createTestUser>> | null,
  c: { id: string },
  form: Record<string, string>,
) {
  return callAction(action, { services, url: url(c), user, params: { courseId: c.id }, form });
}

describe("GET /dashboard/courses/:courseId/content", () => {
  it("sends a signed-out visitor to log in and back", async () => {
    const result = await load(null, course);
    expect(result.thrown).toBe(true);
    expect(result.location).toBe(`/login?redirectTo=${encodeURIComponent(url(course))}`);
  });

  it("answers 404 for a course id that is not a uuid, or no course at all", async () => {
    const learner = await createTestUser(services);
    const bad = await load(learner, { id: "not-a-uuid'; drop table courses;--" });
    expect(bad.status).toBe(404);
    const unknown = await load(learner, { id: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
  });

  it("sends a learner who is not enrolled to the course page with a toast", async () => {
    const learner = await createTestUser(services);
    const result = await load(learner, course);
    expect(result.thrown).toBe(true);
    expect(result.location).toBe(`/academy/${course.slug}`);
    expect(result.headers.get("Set-Cookie")).toContain("afa_toast=");
  });

  it("keeps a draft course invisible to a learner who is not enrolled", async () => {
    const learner = await createTestUser(services);
    expect((await load(learner, draft)).status).toBe(404);
  });

  it("shows the enrolled learner's lessons, opening the next incomplete one", async () => {
    const learner = await createTestUser(services);
    await enrolDirectly(services.db, learner.id, course.id);
    await post(learner, course, {
      intent: "progress",
      lessonId: course.lessonIds[0] ?? "",
      percent: "100",
      position: "60",
      watched: "60",
    });

    const result = await load(learner, course);
    expect(result.status).toBe(200);
    expect(result.data?.lessons.map((l) => l.completed)).toEqual([true, false, false]);
    expect(result.data?.currentId).toBe(course.lessonIds[1]);
    expect(result.data?.enrolment).toEqual({ progress: 33, completed: false });

    const picked = await load(learner, course, `?lesson=${course.lessonIds[2]}`);
    expect(picked.data?.currentId).toBe(course.lessonIds[2]);
    // A lesson of another course (or nonsense) falls back to the next one to do.
    const foreign = await load(learner, course, `?lesson=${otherCourse.lessonIds[0]}`);
    expect(foreign.data?.currentId).toBe(course.lessonIds[1]);
    const nonsense = await load(learner, course, "?lesson=%27");
    expect(nonsense.data?.currentId).toBe(course.lessonIds[1]);
  });
});

describe("POST /dashboard/courses/:courseId/content", () => {
  it("saves a report and says whether the page must reload its data", async () => {
    const learner = await createTestUser(services);
    await enrolDirectly(services.db, learner.id, course.id);
    const lessonId = course.lessonIds[0] ?? "";

    const step = await post(learner, course, {
      intent: "progress",
      lessonId,
      percent: "30",
      position: "18",
      watched: "18",
    });
    expect(step.status).toBe(200);
    expect(step.data).toEqual({
      status: "saved",
      lessonPercent: 30,
      lessonCompleted: false,
      courseProgress: 0,
      revalidate: false,
    });

    const done = await post(learner, course, {
      intent: "progress",
      lessonId,
      percent: "80",
      position: "48",
      watched: "30",
    });
    expect(done.data).toMatchObject({ status: "saved", courseProgress: 33, revalidate: true });
  });

  it("refuses another learner's course (not enrolled) with 403 and writes nothing", async () => {
    const owner = await createTestUser(services);
    const intruder = await createTestUser(services);
    await enrolDirectly(services.db, owner.id, otherCourse.id);

    const result = await post(intruder, otherCourse, {
      intent: "progress",
      lessonId: otherCourse.lessonIds[0] ?? "",
      percent: "100",
      position: "0",
      watched: "60",
    });

    expect(result.status).toBe(403);
    expect(result.data).toEqual({ status: "refused", message: PROGRESS_MESSAGES.notEnrolled });
    const rows = await services.db
      .select()
      .from(lessonProgress)
      .where(eq(lessonProgress.courseId, otherCourse.id));
    expect(rows).toEqual([]);
    const [ownerEnrolment] = await services.db
      .select()
      .from(courseEnrollments)
      .where(
        and(eq(courseEnrollments.userId, owner.id), eq(courseEnrollments.courseId, otherCourse.id)),
      );
    expect(ownerEnrolment?.progress).toBe(0);
  });

  it("answers bad input with 400 and a message per field, never a 500", async () => {
    const learner = await createTestUser(services);
    await enrolDirectly(services.db, learner.id, otherCourse.id);

    const result = await post(learner, otherCourse, {
      intent: "progress",
      lessonId: "lesson-1",
      percent: "150",
      position: "-3",
      watched: "lots",
    });
    expect(result.status).toBe(400);
    const reply = result.data as { status: string; result: { error?: Record<string, string[]> } };
    expect(reply.status).toBe("invalid");
    expect(reply.result.error).toMatchObject({
      lessonId: [PROGRESS_MESSAGES.lesson],
      percent: [PROGRESS_MESSAGES.percent],
      position: [PROGRESS_MESSAGES.seconds],
      watched: [PROGRESS_MESSAGES.seconds],
    });

    const unknownIntent = await post(learner, otherCourse, { intent: "delete-everything" });
    expect(unknownIntent.status).toBe(400);
    const empty = await post(learner, otherCourse, {});
    expect(empty.status).toBe(400);
  });

  it("answers a lesson of another course with 400 beside the lesson field", async () => {
    const learner = await createTestUser(services);
    await enrolDirectly(services.db, learner.id, otherCourse.id);
    const result = await post(learner, otherCourse, {
      intent: "complete",
      lessonId: course.lessonIds[0] ?? "",
    });
    expect(result.status).toBe(400);
    const reply = result.data as { result: { error?: Record<string, string[]> } };
    expect(reply.result.error?.lessonId).toEqual([PROGRESS_MESSAGES.notInCourse]);
  });

  it("answers 404 for a course id that is not a uuid", async () => {
    const learner = await createTestUser(services);
    const result = await post(learner, { id: "12345" }, { intent: "complete", lessonId: "x" });
    expect(result.status).toBe(404);
  });

  it("sends a signed-out visitor to log in", async () => {
    const result = await post(null, course, {
      intent: "complete",
      lessonId: course.lessonIds[0] ?? "",
    });
    expect(result.thrown).toBe(true);
    expect(result.location).toMatch(/^\/login\?redirectTo=/);
  });

  it("Mark as Completed redirects back to the lesson with the Lesson Complete toast", async () => {
    const learner = await createTestUser(services);
    const embedCourse = await createTestCourse(services.db, {
      lessonCount: 2,
      types: ["embed", "text"],
    });
    await enrolDirectly(services.db, learner.id, embedCourse.id);
    const lessonId = embedCourse.lessonIds[0] ?? "";

    const result = await post(learner, embedCourse, { intent: "complete", lessonId });

    expect(result.status).toBe(302);
    expect(result.location).toBe(`${url(embedCourse)}?lesson=${lessonId}`);
    const cookie = result.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain("afa_toast=");
    const toast = await services.toasts.getSession(cookie.split(";")[0]);
    expect(toast.get("toast")).toMatchObject({ title: "Lesson Complete" });

    const last = await post(learner, embedCourse, {
      intent: "complete",
      lessonId: embedCourse.lessonIds[1] ?? "",
    });
    const lastToast = await services.toasts.getSession(
      (last.headers.get("Set-Cookie") ?? "").split(";")[0],
    );
    expect(lastToast.get("toast")).toMatchObject({ title: "Course Complete" });
  });
});

describe("Mark as Completed on a video of ours", () => {
  it("is refused beside the lesson (it completes by being watched) and completes nothing", async () => {
    const learner = await createTestUser(services);
    await enrolDirectly(services.db, learner.id, course.id);
    const lessonId = course.lessonIds[0] ?? "";

    const result = await post(learner, course, { intent: "complete", lessonId });

    expect(result.status).toBe(400);
    const reply = result.data as { result: { error?: Record<string, string[]> } };
    expect(reply.result.error?.lessonId).toEqual([PROGRESS_MESSAGES.measured]);
    const page = await load(learner, course);
    expect(page.data?.lessons.map((l) => l.completed)).toEqual([false, false, false]);
    expect(page.data?.enrolment).toEqual({ progress: 0, completed: false });
  });
});

describe("shouldRevalidate", () => {
  const base = {
    currentUrl: new URL("http://x/a"),
    nextUrl: new URL("http://x/a"),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
  };
  const form = (intent: string) => {
    const f = new FormData();
    f.set("intent", intent);
    return f;
  };

  it("reloads after a report only when a lesson or the course completed", () => {
    expect(
      shouldRevalidate({
        ...base,
        formData: form("progress"),
        actionResult: { revalidate: false },
      }),
    ).toBe(false);
    expect(
      shouldRevalidate({ ...base, formData: form("progress"), actionResult: { revalidate: true } }),
    ).toBe(true);
    expect(
      shouldRevalidate({ ...base, formData: form("progress"), actionResult: { status: "failed" } }),
    ).toBe(false);
    expect(shouldRevalidate({ ...base, formData: form("complete") })).toBe(true);
    expect(shouldRevalidate({ ...base })).toBe(true);
  });
});

describe("the lesson video's size", () => {
  it("plays data saver by default, offers each ready copy with its size, and remembers the choice", async () => {
    const learner = await createTestUser(services);
    const own = await createTestCourse(services.db, { lessonCount: 1 });
    await enrolDirectly(services.db, learner.id, own.id);
    const lessonId = own.lessonIds[0] as string;
    // No copies yet: the original plays, nothing to choose.
    let page = await load(learner, own);
    expect(page.data?.video).toEqual({ quality: "data-saver", copies: {} });

    await services.db
      .insert(videoRenditions)
      .values({
        sourceUrl: "/media/video/afa-intro.mp4",
        status: "ready",
        durationSeconds: 12,
        dataSaverUrl: "/uploads/lesson-renditions/a.mp4",
        dataSaverBytes: 300_000,
        standardUrl: "/uploads/lesson-renditions/b.mp4",
        standardBytes: 750_000,
        audioUrl: "/uploads/lesson-renditions/c.m4a",
        audioBytes: 72_000,
        posterUrl: "/uploads/lesson-renditions/d.jpg",
      })
      .onConflictDoNothing();
    page = await load(learner, own);
    expect(page.data?.video.copies[lessonId]).toMatchObject({
      "data-saver": { url: "/uploads/lesson-renditions/a.mp4", bytes: 300_000 },
      audio: { bytes: 72_000 },
      poster: "/uploads/lesson-renditions/d.jpg",
    });

    const chosen = await post(learner, own, {
      intent: "video-quality",
      lessonId,
      quality: "audio",
    });
    expect(chosen.status).toBe(302);
    expect(chosen.location).toBe(url(own, `?lesson=${lessonId}`));
    expect((await load(learner, own)).data?.video.quality).toBe("audio");
    // Another learner keeps their own default.
    const other = await createTestUser(services);
    await enrolDirectly(services.db, other.id, own.id);
    expect((await load(other, own)).data?.video.quality).toBe("data-saver");

    const bad = await post(learner, own, { intent: "video-quality", lessonId, quality: "4k" });
    expect(bad.status).toBe(400);
    expect((await load(learner, own)).data?.video.quality).toBe("audio");
  });
});
