import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courseEnrollments, courseResources, courses, lessons } from "~/db/schema";
import { resolveSession, type SessionUser } from "~/domain/auth/session.server";
import { uploadStorage, uploadUrl } from "~/domain/uploads/storage.server";
import { createTestCourse, enrolDirectly, type TestCourse } from "../../tests/support/courses";
import { callLoader } from "../../tests/support/router";
import { setupTestServices } from "../../tests/support/suite";
import { createTestUser, signInCookie } from "../../tests/support/users";
import { loader } from "./uploads";

const suite = setupTestServices();

beforeAll(async () => {
  await uploadStorage(suite.services).put(
    "avatars/known.webp",
    new TextEncoder().encode("RIFFwebp"),
    {
      contentType: "image/webp",
    },
  );
  // Files that exist in DATA_DIR but must never be reachable through /uploads.
  await writeFile(path.join(suite.services.env.DATA_DIR, "auth-secret.webp"), "secret");
  await mkdir(path.join(suite.services.env.DATA_DIR, "uploads", "avatars"), { recursive: true });
  await writeFile(
    path.join(suite.services.env.DATA_DIR, "uploads", "avatars", "page.html"),
    "<script>",
  );
});

function get(splat: string, headers?: Record<string, string>, user: SessionUser | null = null) {
  return callLoader(loader, {
    services: suite.services,
    url: `/uploads/${splat}`,
    params: { "*": splat },
    headers,
    user,
  });
}

describe("GET /uploads/*", () => {
  it("serves a stored file with its type, nosniff and a long immutable cache", async () => {
    const result = await get("avatars/known.webp");
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("image/webp");
    expect(result.headers.get("Content-Length")).toBe("8");
    expect(result.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(result.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await result.response?.text()).toBe("RIFFwebp");
  });

  it.each([
    "avatars/missing.webp",
    "../auth-secret.webp",
    "avatars/../../auth-secret.webp",
    "..%2fauth-secret.webp",
    "%2e%2e/auth-secret.webp",
    "avatars/page.html",
    "avatars",
    "",
    "avatars/known.webp/",
    "/etc/passwd",
  ])("answers 404 for %j", async (splat) => {
    const result = await get(splat);
    expect(result.status).toBe(404);
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(await result.response?.text()).toBe("Not Found");
  });

  describe("byte ranges (videos play and seek without downloading the whole file)", () => {
    it("answers one range with 206, its bytes and Content-Range", async () => {
      const result = await get("avatars/known.webp", { Range: "bytes=2-5" });
      expect(result.status).toBe(206);
      expect(result.headers.get("Content-Range")).toBe("bytes 2-5/8");
      expect(result.headers.get("Content-Length")).toBe("4");
      expect(result.headers.get("Content-Type")).toBe("image/webp");
      expect(await result.response?.text()).toBe("FFwe");
    });

    it("reads an open-ended range and a suffix range", async () => {
      const open = await get("avatars/known.webp", { Range: "bytes=4-" });
      expect(open.headers.get("Content-Range")).toBe("bytes 4-7/8");
      expect(await open.response?.text()).toBe("webp");
      const suffix = await get("avatars/known.webp", { Range: "bytes=-3" });
      expect(suffix.headers.get("Content-Range")).toBe("bytes 5-7/8");
      expect(await suffix.response?.text()).toBe("ebp");
    });

    it("answers 416 with the size for a range past the end", async () => {
      const result = await get("avatars/known.webp", { Range: "bytes=20-30" });
      expect(result.status).toBe(416);
      expect(result.headers.get("Content-Range")).toBe("bytes */8");
    });

    it("sends the whole file for a malformed or multiple range, and says ranges are accepted", async () => {
      for (const range of ["pages=1-2", "bytes=0-1,4-5", "nonsense"]) {
        const result = await get("avatars/known.webp", { Range: range });
        expect(result.status).toBe(200);
        expect(result.headers.get("Accept-Ranges")).toBe("bytes");
        expect(await result.response?.text()).toBe("RIFFwebp");
      }
    });

    it("answers 404 for a range of a missing or forbidden file", async () => {
      expect((await get("avatars/missing.webp", { Range: "bytes=0-1" })).status).toBe(404);
      expect((await get("avatars/page.html", { Range: "bytes=0-1" })).status).toBe(404);
    });
  });
});

describe("GET /uploads/* for a course's own files (lesson videos, downloads)", () => {
  const VIDEO = "\x00\x00\x00\x18ftypisom-lesson-video-bytes";
  const PDF = "%PDF-1.7 field guide";
  let course: TestCourse;
  let otherCourse: TestCourse;
  let lessonVideo: string;
  let resourceFile: string;
  let thumbnail: string;
  let introVideo: string;

  async function put(key: string, body: string, contentType: string) {
    await uploadStorage(suite.services).put(key, new TextEncoder().encode(body), { contentType });
  }

  beforeAll(async () => {
    course = await createTestCourse(suite.services.db, { lessonCount: 2 });
    otherCourse = await createTestCourse(suite.services.db, { lessonCount: 1 });
    lessonVideo = `lesson-videos/${randomUUID()}.mp4`;
    resourceFile = `course-resources/${randomUUID()}.pdf`;
    thumbnail = `course-thumbnails/${randomUUID()}.webp`;
    introVideo = `course-videos/${randomUUID()}.mp4`;
    await put(lessonVideo, VIDEO, "video/mp4");
    await put(resourceFile, PDF, "application/pdf");
    await put(thumbnail, "RIFFthumb", "image/webp");
    await put(introVideo, VIDEO, "video/mp4");
    await suite.services.db
      .update(lessons)
      .set({ videoUrl: uploadUrl(lessonVideo) })
      .where(eq(lessons.id, course.lessonIds[0] as string));
    await suite.services.db.insert(courseResources).values({
      courseId: course.id,
      title: "Field guide",
      url: uploadUrl(resourceFile),
      mimeType: "application/pdf",
      sizeBytes: PDF.length,
    });
    await suite.services.db
      .update(courses)
      .set({ thumbnail: uploadUrl(thumbnail), videoUrl: uploadUrl(introVideo) })
      .where(eq(courses.id, course.id));
  });

  async function expectHidden(
    key: string,
    user: SessionUser | null,
    headers?: Record<string, string>,
  ) {
    const result = await get(key, headers, user);
    expect(result.status).toBe(404);
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(await result.response?.text()).toBe("Not Found");
  }

  function expectPrivate(result: Awaited<ReturnType<typeof get>>) {
    expect(result.headers.get("Cache-Control")).toBe("private, max-age=600");
    expect(result.headers.get("Vary")).toBe("Cookie");
  }

  it("answers 404 to a signed-out visitor, as for a file that does not exist", async () => {
    await expectHidden(lessonVideo, null);
    await expectHidden(resourceFile, null);
    await expectHidden(lessonVideo, null, { Range: "bytes=0-3" });
  });

  it("answers 404 to a signed-in learner who is not enrolled in the course", async () => {
    const learner = await createTestUser(suite.services);
    await expectHidden(lessonVideo, learner);
    await expectHidden(resourceFile, learner);
    // Enrolled in another course is not enrolled in this one.
    await enrolDirectly(suite.services.db, learner.id, otherCourse.id);
    await expectHidden(lessonVideo, learner);
    await expectHidden(resourceFile, learner, { Range: "bytes=0-3" });
  });

  it("serves an enrolled learner the video and the download, privately cached", async () => {
    const learner = await createTestUser(suite.services);
    await enrolDirectly(suite.services.db, learner.id, course.id);
    const video = await get(lessonVideo, undefined, learner);
    expect(video.status).toBe(200);
    expect(video.headers.get("Content-Type")).toBe("video/mp4");
    expect(video.headers.get("Accept-Ranges")).toBe("bytes");
    expectPrivate(video);
    expect(await video.response?.text()).toBe(VIDEO);
    const pdf = await get(resourceFile, undefined, learner);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expectPrivate(pdf);
    expect(await pdf.response?.text()).toBe(PDF);
  });

  it("answers an enrolled learner's byte range with 206, privately cached (the player seeks)", async () => {
    const learner = await createTestUser(suite.services);
    await enrolDirectly(suite.services.db, learner.id, course.id);
    const result = await get(lessonVideo, { Range: "bytes=4-7" }, learner);
    expect(result.status).toBe(206);
    expect(result.headers.get("Content-Range")).toBe(`bytes 4-7/${VIDEO.length}`);
    expect(result.headers.get("Content-Length")).toBe("4");
    expectPrivate(result);
    expect(await result.response?.text()).toBe("ftyp");
    const past = await get(lessonVideo, { Range: "bytes=9000-" }, learner);
    expect(past.status).toBe(416);
    expectPrivate(past);
  });

  it("opens the files to the session a browser sends with its cookie", async () => {
    const learner = await createTestUser(suite.services);
    await enrolDirectly(suite.services.db, learner.id, course.id);
    const cookie = await signInCookie(suite.services, learner);
    const session = await resolveSession(
      suite.services,
      new Request(`${suite.services.env.APP_URL}/uploads/${lessonVideo}`, {
        headers: { Cookie: cookie },
      }),
    );
    expect(session.user?.id).toBe(learner.id);
    const result = await get(lessonVideo, { Cookie: cookie, Range: "bytes=0-3" }, session.user);
    expect(result.status).toBe(206);
  });

  it("cuts access the moment the enrolment ends", async () => {
    const learner = await createTestUser(suite.services);
    await enrolDirectly(suite.services.db, learner.id, course.id);
    expect((await get(lessonVideo, { Range: "bytes=0-3" }, learner)).status).toBe(206);
    await suite.services.db
      .delete(courseEnrollments)
      .where(
        and(eq(courseEnrollments.userId, learner.id), eq(courseEnrollments.courseId, course.id)),
      );
    await expectHidden(lessonVideo, learner, { Range: "bytes=4-7" });
    await expectHidden(resourceFile, learner);
  });

  it("serves staff who manage the course: admins and its owning instructor, nobody else", async () => {
    const admin = await createTestUser(suite.services, { role: "admin" });
    const owner = await createTestUser(suite.services, { role: "instructor" });
    const otherInstructor = await createTestUser(suite.services, { role: "instructor" });
    const moderator = await createTestUser(suite.services, { role: "moderator" });
    await suite.services.db
      .update(courses)
      .set({ ownerId: owner.id })
      .where(eq(courses.id, course.id));
    for (const staff of [admin, owner]) {
      for (const key of [lessonVideo, resourceFile]) {
        const result = await get(key, undefined, staff);
        expect(result.status, `${staff.role} ${key}`).toBe(200);
        expectPrivate(result);
      }
    }
    for (const staff of [otherInstructor, moderator]) {
      await expectHidden(lessonVideo, staff);
      await expectHidden(resourceFile, staff);
    }
  });

  it("answers 404 for a file in a course folder that no course uses", async () => {
    const orphan = `lesson-videos/${randomUUID()}.mp4`;
    await put(orphan, VIDEO, "video/mp4");
    await expectHidden(orphan, await createTestUser(suite.services, { role: "admin" }));
  });

  it("answers 304 to a revalidation only after the access check", async () => {
    const learner = await createTestUser(suite.services);
    await enrolDirectly(suite.services.db, learner.id, course.id);
    const first = await get(lessonVideo, undefined, learner);
    const etag = first.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await get(lessonVideo, { "If-None-Match": etag as string }, learner);
    expect(again.status).toBe(304);
    expectPrivate(again);
    await expectHidden(lessonVideo, null, { "If-None-Match": etag as string });
  });

  it("keeps public media public: thumbnails and intro videos, with the long immutable cache", async () => {
    for (const key of [thumbnail, introVideo]) {
      const result = await get(key);
      expect(result.status, key).toBe(200);
      expect(result.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(result.headers.get("Vary")).toBeNull();
    }
    const range = await get(introVideo, { Range: "bytes=4-7" });
    expect(range.status).toBe(206);
    expect(range.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });
});
