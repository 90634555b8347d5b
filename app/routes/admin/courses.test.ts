import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courseResources, courses, videoRenditions } from "~/db/schema";
import { DEMO_LESSON_VIDEO_URL } from "~/db/seed/data/media";
import { COURSE_MESSAGES } from "~/domain/admin/courses.schema";
import { listLessons } from "~/domain/admin/lessons.server";
import { findNewVideos } from "~/domain/media/renditions.server";
import { MEDIA_MESSAGES } from "~/domain/uploads/media.server";
import { uploadStorage } from "~/domain/uploads/storage.server";
import { pngFile, storedUpload } from "../../../tests/support/files";
import { callAction, callLoader } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { action as editAction } from "./course-edit";
import { action as lessonsAction, loader as lessonsLoader } from "./course-lessons";
import { action as newAction, loader as newLoader } from "./course-new";
import { action as listAction, loader as listLoader } from "./courses";
import { action as lessonNewAction, loader as lessonNewLoader } from "./lesson-new";

const suite = setupTestServices();
let admin: Awaited<ReturnType<typeof createTestUser>>;
let instructor: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin", name: "Ada Admin" });
  instructor = await createTestUser(suite.services, { role: "instructor", name: "Ike Instructor" });
});

const FORM = {
  intent: "save",
  title: "Solar Irrigation Basics",
  instructor: "Engr. Bola Ade",
  description: "Pump water with the sun.",
  category: "irrigation",
  duration: "2 hours",
  videoUrl: "https://video.example.org/solar",
  price: "12500.50",
  level: "Intermediate",
  modules: "Pumps\n\nPanels\n",
  features: "Certificate of completion",
};

const png = () => pngFile({ name: "thumb.png", background: "#147828" });

const MP4 = new File(
  [new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0])],
  "clip.mp4",
  { type: "video/mp4" },
);
const PDF = new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "guide.pdf", {
  type: "application/pdf",
});

async function exists(url: string | null | undefined) {
  return (await storedUpload(suite.services, url)) !== null;
}

function courseIdFrom(location: string | null): string {
  return /\/admin-dashboard\/courses\/([0-9a-f-]{36})/.exec(location ?? "")?.[1] ?? "";
}

async function createAs(user: typeof admin, form: Record<string, string | Blob> = FORM) {
  const result = await callAction(newAction, {
    services: suite.services,
    url: "/admin-dashboard/courses/new",
    user,
    form,
  });
  return { result, id: courseIdFrom(result.location) };
}

describe("creating a course", () => {
  it("makes one course of a form sent twice (its key), answering both alike", async () => {
    const page = await callLoader(newLoader, {
      services: suite.services,
      url: "/admin-dashboard/courses/new",
      user: admin,
    });
    const formKey = page.data?.formKey ?? "";
    expect(formKey).toMatch(/^[0-9a-f-]{36}$/);
    const form = { ...FORM, title: "Drip irrigation twice", formKey };
    const first = await createAs(admin, form);
    const second = await createAs(admin, form);
    expect(first.result.status).toBe(302);
    expect(second.result.location).toBe(first.result.location);
    const made = await suite.services.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.title, "Drip irrigation twice"));
    expect(made.map((c) => c.id)).toEqual([first.id]);
    // Another rendering of the form is another course.
    const other = await createAs(admin, { ...form, formKey: crypto.randomUUID() });
    expect(other.id).not.toBe(first.id);
  });

  it("answers every missing field with its message beside the field", async () => {
    const result = await callAction(newAction, {
      services: suite.services,
      url: "/admin-dashboard/courses/new",
      user: admin,
      form: { intent: "save", price: "" },
    });
    expect(result.status).toBe(400);
    const errors = (result.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors).toMatchObject({
      title: ["Please enter the course title."],
      instructor: ["Please enter the instructor's name."],
      description: ["Please enter a description."],
      category: ["Please choose a category."],
      duration: ["Please enter the duration, e.g. 2 hours or 3 weeks."],
      videoUrl: [COURSE_MESSAGES.video],
    });
  });

  it("refuses a negative price and a price with fractions of a kobo", async () => {
    for (const price of ["-1", "10.005"]) {
      const { result } = await createAs(admin, { ...FORM, price });
      expect(result.status).toBe(400);
      const errors = (result.data as { result: { error: Record<string, string[]> } }).result.error;
      expect(errors.price).toEqual([COURSE_MESSAGES.price]);
    }
  });

  it("creates a draft with its thumbnail, the new-course defaults and the toast", async () => {
    const { result, id } = await createAs(admin, { ...FORM, thumbnailFile: await png() });
    expect(result.location).toBe(`/admin-dashboard/courses/${id}/lessons`);
    expect(result.headers.get("Set-Cookie")).toContain("afa_toast");
    const [row] = await suite.services.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({
      title: "Solar Irrigation Basics",
      slug: "solar-irrigation-basics",
      priceKobo: 1_250_050,
      level: "Intermediate",
      rating: 4.5,
      lessonsCount: 0,
      modules: ["Pumps", "Panels"],
      features: ["Certificate of completion"],
      isPublished: false,
      ownerId: admin.id,
    });
    expect(row?.thumbnail).toMatch(/^\/uploads\/course-thumbnails\/.+\.webp$/);
    expect(await exists(row?.thumbnail)).toBe(true);
  });

  it("accepts an uploaded intro video instead of a URL", async () => {
    const { id } = await createAs(admin, { ...FORM, videoUrl: "", videoFile: MP4 });
    const [row] = await suite.services.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.videoUrl).toMatch(/^\/uploads\/course-videos\/.+\.mp4$/);
    expect(await exists(row?.videoUrl)).toBe(true);
  });

  it("gives an instructor's course to them, with their name as the default instructor", async () => {
    const page = await callLoader(newLoader, {
      services: suite.services,
      url: "/admin-dashboard/courses/new",
      user: instructor,
    });
    expect(page.data?.instructor).toBe("Ike Instructor");
    const { id } = await createAs(instructor, { ...FORM, title: "Ike's own course" });
    const [row] = await suite.services.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.ownerId).toBe(instructor.id);

    const list = await callLoader(listLoader, {
      services: suite.services,
      url: "/admin-dashboard/courses",
      user: instructor,
    });
    const titles = list.data?.courses.map((c) => c.title) ?? [];
    expect(titles).toEqual(["Ike's own course"]);
    const all = await callLoader(listLoader, {
      services: suite.services,
      url: "/admin-dashboard/courses",
      user: admin,
    });
    expect(all.data?.courses.map((c) => c.title)).toContain("Ike's own course");
    expect(all.data?.courses.length).toBeGreaterThan(1);
  });
});

describe("publishing from the list", () => {
  it("comes back to the page of the list it was posted from", async () => {
    const { id } = await createAs(admin);
    const url = "/admin-dashboard/courses?page=2";
    const shown = await callLoader(listLoader, { services: suite.services, url, user: admin });
    // A page past the last shows the last: its address is where its buttons post.
    expect(shown.data?.self).toBe((shown.data?.page ?? 1) > 1 ? url : "/admin-dashboard/courses");
    const published = await callAction(listAction, {
      services: suite.services,
      url,
      user: admin,
      form: { intent: "publish", courseId: id, returnTo: "list" },
    });
    expect(published.location).toBe(url);
    const fromEdit = await callAction(listAction, {
      services: suite.services,
      url: "/admin-dashboard/courses",
      user: admin,
      form: { intent: "unpublish", courseId: id, returnTo: "edit" },
    });
    expect(fromEdit.location).toBe(`/admin-dashboard/courses/${id}`);
  });
});

describe("thumbnail and resources", () => {
  it("replaces the thumbnail and removes the old file", async () => {
    const { id } = await createAs(admin, { ...FORM, thumbnailFile: await png() });
    const [before] = await suite.services.db.select().from(courses).where(eq(courses.id, id));
    const result = await callAction(editAction, {
      services: suite.services,
      url: `/admin-dashboard/courses/${id}`,
      user: admin,
      params: { courseId: id },
      form: { intent: "thumbnail", file: await png() },
    });
    expect(result.location).toBe(`/admin-dashboard/courses/${id}`);
    const [after] = await suite.services.db.select().from(courses).where(eq(courses.id, id));
    expect(after?.thumbnail).not.toBe(before?.thumbnail);
    expect(await exists(after?.thumbnail)).toBe(true);
    expect(await exists(before?.thumbnail)).toBe(false);
  });

  it("refuses a file that is not a picture, with the message beside the field", async () => {
    const { id } = await createAs(admin);
    const result = await callAction(editAction, {
      services: suite.services,
      url: `/admin-dashboard/courses/${id}`,
      user: admin,
      params: { courseId: id },
      form: { intent: "thumbnail", file: PDF },
    });
    expect(result.status).toBe(400);
    expect(result.data).toEqual({
      intent: "thumbnail",
      errors: { file: ["This file is not a JPEG, PNG or WebP picture."] },
    });
  });

  it("adds a PDF resource and deletes it with its file", async () => {
    const { id } = await createAs(admin);
    const call = (form: Record<string, string | Blob>) =>
      callAction(editAction, {
        services: suite.services,
        url: `/admin-dashboard/courses/${id}`,
        user: admin,
        params: { courseId: id },
        form,
      });
    const missing = await call({ intent: "resource-add", title: "" });
    expect(missing.status).toBe(400);
    await call({ intent: "resource-add", title: "Pump sizing guide", file: PDF });
    const [resource] = await suite.services.db
      .select()
      .from(courseResources)
      .where(eq(courseResources.courseId, id));
    expect(resource).toMatchObject({ title: "Pump sizing guide", kind: "file" });
    expect(await exists(resource?.url)).toBe(true);
    await call({ intent: "resource-delete", resourceId: resource?.id ?? "" });
    expect(
      await suite.services.db
        .select()
        .from(courseResources)
        .where(eq(courseResources.courseId, id)),
    ).toEqual([]);
    expect(await exists(resource?.url)).toBe(false);
  });
});

describe("lessons", () => {
  it("makes one lesson of a form sent twice (its key), its video stored once", async () => {
    const { id } = await createAs(admin);
    const url = `/admin-dashboard/courses/${id}/lessons/new`;
    const page = await callLoader(lessonNewLoader, {
      services: suite.services,
      url,
      user: admin,
      params: { courseId: id },
    });
    const formKey = page.data?.formKey ?? "";
    expect(formKey).toMatch(/^[0-9a-f-]{36}$/);
    const form = {
      formKey,
      title: "Priming the pump",
      type: "video",
      duration: "2:00",
      videoFile: MP4,
    };
    const send = () =>
      callAction(lessonNewAction, {
        services: suite.services,
        url,
        user: admin,
        params: { courseId: id },
        form,
      });
    const [first, second] = [await send(), await send()];
    expect(first.location).toBe(`/admin-dashboard/courses/${id}/lessons`);
    expect(second.location).toBe(first.location);
    const lessons = await listLessons(suite.services.db, id);
    expect(lessons.map((l) => l.title)).toEqual(["Priming the pump"]);
    // Two copies at the same moment: still one lesson.
    const racing = { ...form, formKey: crypto.randomUUID(), title: "Racing copies" };
    const race = () =>
      callAction(lessonNewAction, {
        services: suite.services,
        url,
        user: admin,
        params: { courseId: id },
        form: racing,
      });
    const answers = await Promise.all([race(), race()]);
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    const after = await listLessons(suite.services.db, id);
    expect(after.filter((l) => l.title === "Racing copies")).toHaveLength(1);
  });

  it("adds lessons (count follows), reorders with the move buttons and deletes", async () => {
    const { id } = await createAs(admin);
    const add = (form: Record<string, string | Blob>) =>
      callAction(lessonNewAction, {
        services: suite.services,
        url: `/admin-dashboard/courses/${id}/lessons/new`,
        user: admin,
        params: { courseId: id },
        form,
      });
    const invalid = await add({ title: "", type: "embed", duration: "soon" });
    expect(invalid.status).toBe(400);
    expect((invalid.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({
      title: ["Please enter the lesson title."],
      duration: [COURSE_MESSAGES.duration],
      videoUrl: [COURSE_MESSAGES.embedAddress],
    });

    expect(
      (await add({ title: "Sizing the pump", type: "video", duration: "1:30", videoFile: MP4 }))
        .location,
    ).toBe(`/admin-dashboard/courses/${id}/lessons`);
    await add({
      title: "Wiring the panels",
      type: "embed",
      duration: "8 min",
      videoUrl: "https://video.example.org/w",
    });
    let lessons = await listLessons(suite.services.db, id);
    expect(lessons.map((l) => [l.title, l.durationSeconds, l.type])).toEqual([
      ["Sizing the pump", 90, "video"],
      ["Wiring the panels", 480, "embed"],
    ]);
    expect(lessons[0]?.videoUrl).toMatch(/^\/uploads\/lesson-videos\/.+\.mp4$/);
    const [row] = await suite.services.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.lessonsCount).toBe(2);

    const post = (form: Record<string, string>) =>
      callAction(lessonsAction, {
        services: suite.services,
        url: `/admin-dashboard/courses/${id}/lessons`,
        user: admin,
        params: { courseId: id },
        form,
      });
    await post({ intent: "move", lessonId: lessons[1]?.id ?? "", direction: "up" });
    const page = await callLoader(lessonsLoader, {
      services: suite.services,
      url: `/admin-dashboard/courses/${id}/lessons`,
      user: admin,
      params: { courseId: id },
    });
    expect(page.data?.lessons.map((l) => l.title)).toEqual([
      "Wiring the panels",
      "Sizing the pump",
    ]);

    const video = lessons[0]?.videoUrl;
    await post({ intent: "delete", lessonId: lessons[0]?.id ?? "" });
    lessons = await listLessons(suite.services.db, id);
    expect(lessons.map((l) => [l.title, l.orderIndex])).toEqual([["Wiring the panels", 0]]);
    expect(await exists(video)).toBe(false);
    const [after] = await suite.services.db.select().from(courses).where(eq(courses.id, id));
    expect(after?.lessonsCount).toBe(1);
  });

  it("shows an uploaded video's own length, whatever length was typed", async () => {
    const { id } = await createAs(admin);
    const film = new File(
      [new Uint8Array(readFileSync(path.resolve("public", DEMO_LESSON_VIDEO_URL.slice(1))))],
      "field-day.mp4",
      { type: "video/mp4" },
    );
    const added = await callAction(lessonNewAction, {
      services: suite.services,
      url: `/admin-dashboard/courses/${id}/lessons/new`,
      user: admin,
      params: { courseId: id },
      form: { title: "A field day", type: "video", duration: "8 min", videoFile: film },
    });
    expect(added.status).toBe(302);
    const [lesson] = await listLessons(suite.services.db, id);
    expect(lesson).toMatchObject({ duration: "0:12", durationSeconds: 12 });
  });

  it("shows each video's smaller copies to staff, who may make failed ones again (their own course's only)", async () => {
    const { id } = await createAs(admin);
    const film = new File(
      [new Uint8Array(readFileSync(path.resolve("public", DEMO_LESSON_VIDEO_URL.slice(1))))],
      "field-day.mp4",
      { type: "video/mp4" },
    );
    await callAction(lessonNewAction, {
      services: suite.services,
      url: "/x",
      user: admin,
      params: { courseId: id },
      form: { title: "A field day", type: "video", duration: "1 min", videoFile: film },
    });
    await callAction(lessonNewAction, {
      services: suite.services,
      url: "/x",
      user: admin,
      params: { courseId: id },
      form: {
        title: "Elsewhere",
        type: "embed",
        duration: "2 min",
        videoUrl: "https://video.example.org/w",
      },
    });
    const page = () =>
      callLoader(lessonsLoader, {
        services: suite.services,
        url: `/admin-dashboard/courses/${id}/lessons`,
        user: admin,
        params: { courseId: id },
      });
    // Not yet seen by the worker: waiting; a link has no copies of ours.
    expect((await page()).data?.lessons.map((l) => l.rendition?.status ?? null)).toEqual([
      "pending",
      null,
    ]);
    const [lesson] = await listLessons(suite.services.db, id);
    await findNewVideos(suite.services.db, uploadStorage(suite.services));
    await suite.services.db
      .update(videoRenditions)
      .set({ status: "failed", attempts: 5, lastError: "ffmpeg failed: Invalid data found" })
      .where(eq(videoRenditions.sourceUrl, lesson?.videoUrl ?? ""));
    const failed = (await page()).data?.lessons[0]?.rendition;
    expect(failed).toMatchObject({ status: "failed", error: "ffmpeg failed: Invalid data found" });

    // Another course's staff cannot retry it from their course.
    const { id: otherId } = await createAs(admin);
    const retry = (courseId: string) =>
      callAction(lessonsAction, {
        services: suite.services,
        url: "/x",
        user: admin,
        params: { courseId },
        form: { intent: "retry-renditions", renditionId: failed?.id ?? "" },
      });
    expect((await retry(otherId)).status).toBe(404);
    expect((await retry(id)).status).toBe(302);
    expect((await page()).data?.lessons[0]?.rendition).toMatchObject({ status: "pending" });
    const [row] = await suite.services.db
      .select()
      .from(videoRenditions)
      .where(eq(videoRenditions.id, failed?.id ?? ""));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("answers 404 for a lesson of another course", async () => {
    const { id } = await createAs(admin);
    const { id: otherId } = await createAs(admin);
    await callAction(lessonNewAction, {
      services: suite.services,
      url: "/x",
      user: admin,
      params: { courseId: otherId },
      form: { title: "Elsewhere", type: "text", description: "Read", duration: "2 min" },
    });
    const [foreign] = await listLessons(suite.services.db, otherId);
    const result = await callAction(lessonsAction, {
      services: suite.services,
      url: "/x",
      user: admin,
      params: { courseId: id },
      form: { intent: "delete", lessonId: foreign?.id ?? "" },
    });
    expect(result.status).toBe(404);
    expect(await listLessons(suite.services.db, otherId)).toHaveLength(1);
  });
});

describe("posts no button of ours sends", () => {
  it("answers a course or lesson form over the video ceiling with 413 beside its video", async () => {
    const { id } = await createAs(admin);
    const post = (action: typeof newAction | typeof editAction | typeof lessonNewAction) =>
      callAction(action, {
        services: suite.services,
        url: "/x",
        user: admin,
        params: { courseId: id },
        headers: { "Content-Length": String(1024 * 1024 * 1024) },
        form: { intent: "save", title: "Too large" },
      });
    const answers = [await post(newAction), await post(editAction), await post(lessonNewAction)];
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      const data = answer.data as { result: { error: Record<string, string[]> } };
      expect(data.result.error.videoFile).toEqual([MEDIA_MESSAGES.tooBig("video")]);
    }
    // The course's page has several forms: the answer names the details form's.
    const [, edit] = answers;
    expect((edit?.data as { intent?: string } | undefined)?.intent).toBe("save");
  });

  it("answers an unknown intent with 400, a bad id with 404, a bad direction with 400", async () => {
    const { id } = await createAs(admin);
    const post = (
      action: typeof listAction | typeof editAction | typeof lessonsAction,
      form: Record<string, string>,
    ) =>
      callAction(action, {
        services: suite.services,
        url: "/x",
        user: admin,
        params: { courseId: id },
        form,
      });
    const answers = [
      await post(listAction, { intent: "archive", courseId: id }),
      await post(listAction, { intent: "publish", courseId: "not-a-uuid" }),
      await post(editAction, { intent: "rename" }),
      await post(editAction, { intent: "resource-delete", resourceId: "not-a-uuid" }),
      await post(lessonsAction, { intent: "shuffle" }),
      await post(lessonsAction, { intent: "move", lessonId: id, direction: "sideways" }),
      await post(lessonsAction, { intent: "delete", lessonId: "not-a-uuid" }),
    ];
    expect(answers.map((a) => [a.status, (a.data as { message?: string })?.message])).toEqual([
      [400, "Unknown action."],
      [404, "This course does not exist or is not yours to manage."],
      [400, "Unknown action."],
      [404, "This resource does not exist."],
      [400, "Unknown action."],
      [400, "Choose up or down."],
      [404, "This lesson does not exist."],
    ]);
  });
});
