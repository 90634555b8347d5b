import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseResources, courses } from "~/db/schema";
import { DEMO_LESSON_VIDEO_URL } from "~/db/seed/data/media";
import { COURSE_MESSAGES } from "~/domain/admin/courses.constants";
import { listLessons } from "~/domain/admin/lessons.server";
import { keyFromUploadUrl, uploadStorage } from "~/domain/uploads/storage.server";
import type { Services } from "~/services.server";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser } from "../../../tests/support/users";
import { action as editAction } from "./course-edit";
import { action as lessonsAction, loader as lessonsLoader } from "./course-lessons";
import { action as newAction, loader as newLoader } from "./course-new";
import { loader as listLoader } from "./courses";
import { action as lessonNewAction, loader as lessonNewLoader } from "./lesson-new";

let t: TestServices;
let services: Services;
let admin: Awaited<ReturnType<typeof createTestUser>>;
let instructor: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await createTestServices();
  services = t.services;
  admin = await createTestUser(services, { role: "admin", name: "Ada Admin" });
  instructor = await createTestUser(services, { role: "instructor", name: "Ike Instructor" });
});
afterAll(async () => {
  await t.close();
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
  hasAssessment: "on",
};

async function png(): Promise<Blob> {
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "thumb.png", { type: "image/png" });
}

const MP4 = new File(
  [new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0])],
  "clip.mp4",
  { type: "video/mp4" },
);
const PDF = new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "guide.pdf", {
  type: "application/pdf",
});

async function exists(url: string | null | undefined) {
  const key = keyFromUploadUrl(url);
  return key ? (await uploadStorage(services).get(key)) !== null : false;
}

function courseIdFrom(location: string | null): string {
  return /\/admin-dashboard\/courses\/([0-9a-f-]{36})/.exec(location ?? "")?.[1] ?? "";
}

async function createAs(user: typeof admin, form: Record<string, string | Blob> = FORM) {
  const result = await callAction(newAction, {
    services,
    url: "/admin-dashboard/courses/new",
    user,
    form,
  });
  return { result, id: courseIdFrom(result.location) };
}

describe("creating a course", () => {
  it("makes one course of a form sent twice (its key), answering both alike", async () => {
    const page = await callLoader(newLoader, {
      services,
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
    const made = await services.db
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
      services,
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

  it("creates a draft with its thumbnail, the spec's defaults and the toast", async () => {
    const { result, id } = await createAs(admin, { ...FORM, thumbnailFile: await png() });
    expect(result.location).toBe(`/admin-dashboard/courses/${id}/lessons`);
    expect(result.headers.get("Set-Cookie")).toContain("afa_toast");
    const [row] = await services.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({
      title: "Solar Irrigation Basics",
      slug: "solar-irrigation-basics",
      price: 12500.5,
      level: "Intermediate",
      rating: 4.5,
      lessonsCount: 0,
      modules: ["Pumps", "Panels"],
      features: ["Certificate of completion"],
      hasAssessment: true,
      isPublished: false,
      ownerId: admin.id,
    });
    expect(row?.thumbnail).toMatch(/^\/uploads\/course-thumbnails\/.+\.webp$/);
    expect(await exists(row?.thumbnail)).toBe(true);
  });

  it("accepts an uploaded intro video instead of a URL", async () => {
    const { id } = await createAs(admin, { ...FORM, videoUrl: "", videoFile: MP4 });
    const [row] = await services.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.videoUrl).toMatch(/^\/uploads\/course-videos\/.+\.mp4$/);
    expect(await exists(row?.videoUrl)).toBe(true);
  });

  it("gives an instructor's course to them, with their name as the default instructor", async () => {
    const page = await callLoader(newLoader, {
      services,
      url: "/admin-dashboard/courses/new",
      user: instructor,
    });
    expect(page.data?.instructor).toBe("Ike Instructor");
    const { id } = await createAs(instructor, { ...FORM, title: "Ike's own course" });
    const [row] = await services.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.ownerId).toBe(instructor.id);

    const list = await callLoader(listLoader, {
      services,
      url: "/admin-dashboard/courses",
      user: instructor,
    });
    const titles = list.data?.courses.map((c) => c.title) ?? [];
    expect(titles).toEqual(["Ike's own course"]);
    const all = await callLoader(listLoader, {
      services,
      url: "/admin-dashboard/courses",
      user: admin,
    });
    expect(all.data?.courses.map((c) => c.title)).toContain("Ike's own course");
    expect(all.data?.courses.length).toBeGreaterThan(1);
  });
});

describe("thumbnail and resources", () => {
  it("replaces the thumbnail and removes the old file", async () => {
    const { id } = await createAs(admin, { ...FORM, thumbnailFile: await png() });
    const [before] = await services.db.select().from(courses).where(eq(courses.id, id));
    const result = await callAction(editAction, {
      services,
      url: `/admin-dashboard/courses/${id}`,
      user: admin,
      params: { courseId: id },
      form: { intent: "thumbnail", file: await png() },
    });
    expect(result.location).toBe(`/admin-dashboard/courses/${id}`);
    const [after] = await services.db.select().from(courses).where(eq(courses.id, id));
    expect(after?.thumbnail).not.toBe(before?.thumbnail);
    expect(await exists(after?.thumbnail)).toBe(true);
    expect(await exists(before?.thumbnail)).toBe(false);
  });

  it("refuses a file that is not a picture, with the message beside the field", async () => {
    const { id } = await createAs(admin);
    const result = await callAction(editAction, {
      services,
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
        services,
        url: `/admin-dashboard/courses/${id}`,
        user: admin,
        params: { courseId: id },
        form,
      });
    const missing = await call({ intent: "resource-add", title: "" });
    expect(missing.status).toBe(400);
    await call({ intent: "resource-add", title: "Pump sizing guide", file: PDF });
    const [resource] = await services.db
      .select()
      .from(courseResources)
      .where(eq(courseResources.courseId, id));
    expect(resource).toMatchObject({ title: "Pump sizing guide", kind: "file" });
    expect(await exists(resource?.url)).toBe(true);
    await call({ intent: "resource-delete", resourceId: resource?.id ?? "" });
    expect(
      await services.db.select().from(courseResources).where(eq(courseResources.courseId, id)),
    ).toEqual([]);
    expect(await exists(resource?.url)).toBe(false);
  });
});

describe("lessons", () => {
  it("makes one lesson of a form sent twice (its key), its video stored once", async () => {
    const { id } = await createAs(admin);
    const url = `/admin-dashboard/courses/${id}/lessons/new`;
    const page = await callLoader(lessonNewLoader, {
      services,
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
      callAction(lessonNewAction, { services, url, user: admin, params: { courseId: id }, form });
    const [first, second] = [await send(), await send()];
    expect(first.location).toBe(`/admin-dashboard/courses/${id}/lessons`);
    expect(second.location).toBe(first.location);
    const lessons = await listLessons(services.db, id);
    expect(lessons.map((l) => l.title)).toEqual(["Priming the pump"]);
    // Two copies at the same moment: still one lesson.
    const racing = { ...form, formKey: crypto.randomUUID(), title: "Racing copies" };
    const race = () =>
      callAction(lessonNewAction, {
        services,
        url,
        user: admin,
        params: { courseId: id },
        form: racing,
      });
    const answers = await Promise.all([race(), race()]);
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    const after = await listLessons(services.db, id);
    expect(after.filter((l) => l.title === "Racing copies")).toHaveLength(1);
  });

  it("adds lessons (count follows), reorders with the move buttons and deletes", async () => {
    const { id } = await createAs(admin);
    const add = (form: Record<string, string | Blob>) =>
      callAction(lessonNewAction, {
        services,
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
    let lessons = await listLessons(services.db, id);
    expect(lessons.map((l) => [l.title, l.durationSeconds, l.type])).toEqual([
      ["Sizing the pump", 90, "video"],
      ["Wiring the panels", 480, "embed"],
    ]);
    expect(lessons[0]?.videoUrl).toMatch(/^\/uploads\/lesson-videos\/.+\.mp4$/);
    const [row] = await services.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.lessonsCount).toBe(2);

    const post = (form: Record<string, string>) =>
      callAction(lessonsAction, {
        services,
        url: `/admin-dashboard/courses/${id}/lessons`,
        user: admin,
        params: { courseId: id },
        form,
      });
    await post({ intent: "move", lessonId: lessons[1]?.id ?? "", direction: "up" });
    const page = await callLoader(lessonsLoader, {
      services,
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
    lessons = await listLessons(services.db, id);
    expect(lessons.map((l) => [l.title, l.orderIndex])).toEqual([["Wiring the panels", 0]]);
    expect(await exists(video)).toBe(false);
    const [after] = await services.db.select().from(courses).where(eq(courses.id, id));
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
      services,
      url: `/admin-dashboard/courses/${id}/lessons/new`,
      user: admin,
      params: { courseId: id },
      form: { title: "A field day", type: "video", duration: "8 min", videoFile: film },
    });
    expect(added.status).toBe(302);
    const [lesson] = await listLessons(services.db, id);
    expect(lesson).toMatchObject({ duration: "0:12", durationSeconds: 12 });
  });

  it("answers 404 for a lesson of another course", async () => {
    const { id } = await createAs(admin);
    const { id: otherId } = await createAs(admin);
    await callAction(lessonNewAction, {
      services,
      url: "/x",
      user: admin,
      params: { courseId: otherId },
      form: { title: "Elsewhere", type: "text", description: "Read", duration: "2 min" },
    });
    const [foreign] = await listLessons(services.db, otherId);
    const result = await callAction(lessonsAction, {
      services,
      url: "/x",
      user: admin,
      params: { courseId: id },
      form: { intent: "delete", lessonId: foreign?.id ?? "" },
    });
    expect(result.status).toBe(404);
    expect(await listLessons(services.db, otherId)).toHaveLength(1);
  });
});
