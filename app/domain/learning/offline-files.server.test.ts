import { statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { courseResources, lessons, videoRenditions } from "~/db/schema";
import { recordMissingSizes } from "~/domain/media/renditions.server";
import { findLessonVideoCopies } from "~/domain/media/video-choice.server";
import { newStorageKey, uploadStorage, uploadUrl } from "~/domain/uploads/storage.server";
import { createTestCourse } from "../../../tests/support/courses";
import { setupTestServices } from "../../../tests/support/suite";
import { findCourseOfflineFiles } from "./offline-files.server";

const suite = setupTestServices();
const DEMO_VIDEO = "/media/video/afa-intro.mp4";

/** A course of two video lessons: one with ready copies of its own, one showing the demo clip. */
async function courseWithCopies() {
  const db = suite.services.db;
  const course = await createTestCourse(db, { lessonCount: 2 });
  const [withCopies = "", original = ""] = course.lessonIds;
  const source = uploadUrl(newStorageKey("lesson-videos", "mp4"));
  await db.update(lessons).set({ videoUrl: source }).where(eq(lessons.id, withCopies));
  await db.insert(videoRenditions).values({
    sourceUrl: source,
    status: "ready",
    sourceBytes: 900_000,
    dataSaverUrl: "/uploads/lesson-renditions/a.mp4",
    dataSaverBytes: 80_000,
    standardUrl: "/uploads/lesson-renditions/b.mp4",
    standardBytes: 200_000,
    posterUrl: "/uploads/lesson-renditions/c.jpg",
    posterBytes: 18_000,
  });
  await db.insert(courseResources).values({
    courseId: course.id,
    kind: "file",
    title: "Guide",
    url: "/media/guides/farm-records-guide.pdf",
    sizeBytes: 4_404,
  });
  return { course, withCopies, original };
}

async function offlineFiles(courseId: string) {
  const db = suite.services.db;
  const rows = await db.select().from(lessons).where(eq(lessons.courseId, courseId));
  const copies = await findLessonVideoCopies(db, rows);
  return findCourseOfflineFiles(db, { courseId, lessons: rows, copies, quality: "data-saver" });
}

describe("what a lesson's download stores", () => {
  it("counts the poster with the copy, and the original of a video without copies", async () => {
    const { course, withCopies, original } = await courseWithCopies();
    await suite.services.db
      .insert(videoRenditions)
      .values({ sourceUrl: DEMO_VIDEO, status: "failed", sourceBytes: 150_018 })
      .onConflictDoUpdate({
        target: videoRenditions.sourceUrl,
        set: { status: "failed", sourceBytes: 150_018 },
      });

    const files = await offlineFiles(course.id);

    expect(files.lessons[withCopies]).toEqual({
      "/uploads/lesson-renditions/a.mp4": 80_000,
      "/uploads/lesson-renditions/c.jpg": 18_000,
    });
    expect(files.lessons[original]).toEqual({ [DEMO_VIDEO]: 150_018 });
    expect(files.guides).toEqual({ "/media/guides/farm-records-guide.pdf": 4_404 });
  });

  it("reads the sizes once from storage for videos made before they were recorded", async () => {
    const db = suite.services.db;
    const storage = uploadStorage(suite.services);
    const key = newStorageKey("lesson-renditions", "jpg");
    await storage.put(key, new Uint8Array(1_234), { contentType: "image/jpeg" });
    await db
      .insert(videoRenditions)
      .values({ sourceUrl: DEMO_VIDEO, status: "ready", posterUrl: uploadUrl(key) })
      .onConflictDoUpdate({
        target: videoRenditions.sourceUrl,
        set: { posterUrl: uploadUrl(key), posterBytes: null, sourceBytes: null },
      });

    const deps = {
      db,
      storage,
      logger: pino({ level: "silent" }),
      publicDir: path.resolve("public"),
    };
    expect(await recordMissingSizes(deps)).toBeGreaterThanOrEqual(1);

    const [row] = await db
      .select()
      .from(videoRenditions)
      .where(eq(videoRenditions.sourceUrl, DEMO_VIDEO));
    expect(row?.posterBytes).toBe(1_234);
    expect(row?.sourceBytes).toBe(statSync(path.resolve("public", `.${DEMO_VIDEO}`)).size);
    expect(await recordMissingSizes(deps)).toBe(0);
  });
});
