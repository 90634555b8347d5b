import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessons, videoRenditions } from "~/db/schema";
import {
  keyFromUploadUrl,
  newStorageKey,
  uploadStorage,
  uploadUrl,
} from "~/domain/uploads/storage.server";
import { mayFetchCourseFile } from "~/domain/uploads/upload-access.server";
import { createTestCourse, enrolDirectly } from "../../../tests/support/courses";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { hasFfmpeg, probeMedia } from "./ffmpeg.server";
import {
  claimDueRendition,
  findNewVideos,
  makeDueRenditions,
  processRendition,
  type RenditionDeps,
  retryRendition,
} from "./renditions.server";

const run = promisify(execFile);
const ffmpeg = await hasFfmpeg();
if (!ffmpeg) {
  console.warn(
    "renditions.server.test.ts: ffmpeg is not installed, so the rendition tests are skipped (apt-get install ffmpeg; .ci/run installs it).",
  );
}

const suite = setupTestServices();
let work: string;
let clip: Uint8Array;

/** The worker's dependencies on this test's database and storage. */
function deps(): RenditionDeps {
  return {
    db: suite.services.db,
    storage: uploadStorage(suite.services),
    logger: pino({ level: "silent" }),
    publicDir: path.resolve("public"),
  };
}

/** A lesson video of ours, uploaded: the clip stored under lesson-videos, on a new course. */
async function courseWithUploadedVideo() {
  const course = await createTestCourse(suite.services.db, { lessonCount: 1 });
  const key = newStorageKey("lesson-videos", "mp4");
  await uploadStorage(suite.services).put(key, clip, { contentType: "video/mp4" });
  const url = uploadUrl(key);
  await suite.services.db
    .update(lessons)
    .set({ videoUrl: url })
    .where(eq(lessons.id, course.lessonIds[0] as string));
  return { course, url };
}

async function renditionOf(url: string) {
  const [row] = await suite.services.db
    .select()
    .from(videoRenditions)
    .where(eq(videoRenditions.sourceUrl, url));
  return row;
}

async function fileOf(url: string | null) {
  const key = keyFromUploadUrl(url);
  if (!key) throw new Error(`not an upload: ${url}`);
  const file = path.join(work, key.replace("/", "_"));
  const stored = await uploadStorage(suite.services).get(key);
  if (!stored) throw new Error(`missing: ${url}`);
  const bytes = new Uint8Array(await new Response(stored.body).arrayBuffer());
  await import("node:fs/promises").then((fs) => fs.writeFile(file, bytes));
  return { file, bytes: bytes.byteLength };
}

async function heightOf(file: string) {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-select_streams",
    "v:0",
    "-show_entries",
    "stream=height",
    "-of",
    "csv=p=0",
    file,
  ]);
  return Number(stdout.trim());
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "afa-renditions-test-"));
  if (!ffmpeg) return;
  // Six seconds of test picture (640×480) with a tone: bigger than both copies.
  const file = path.join(work, "clip.mp4");
  await run("ffmpeg", [
    ...["-hide_banner", "-v", "error", "-f", "lavfi", "-i", "testsrc=duration=6:size=640x480"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=6", "-shortest"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", file],
  ]);
  clip = new Uint8Array(await readFile(file));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe.skipIf(!ffmpeg)("lesson video renditions", () => {
  it("makes data saver, standard, audio only and a poster, stores their sizes and the true duration", async () => {
    const { url } = await courseWithUploadedVideo();
    expect(await makeDueRenditions(deps(), 20)).toBeGreaterThanOrEqual(1);
    const row = await renditionOf(url);
    expect(row).toMatchObject({
      status: "ready",
      attempts: 1,
      lastError: null,
      durationSeconds: 6,
    });

    const dataSaver = await fileOf(row?.dataSaverUrl ?? null);
    const standard = await fileOf(row?.standardUrl ?? null);
    const audio = await fileOf(row?.audioUrl ?? null);
    const poster = await fileOf(row?.posterUrl ?? null);
    expect(row?.dataSaverBytes).toBe(dataSaver.bytes);
    expect(row?.standardBytes).toBe(standard.bytes);
    expect(row?.audioBytes).toBe(audio.bytes);
    // What "Download for offline" counts: the poster, and the original for a video without copies.
    expect(row?.posterBytes).toBe(poster.bytes);
    expect(row?.sourceBytes).toBe(clip.byteLength);
    expect(await heightOf(dataSaver.file)).toBe(240);
    expect(await heightOf(standard.file)).toBe(360);
    expect(await heightOf(poster.file)).toBe(360);
    expect(await probeMedia(audio.file)).toMatchObject({ hasVideo: false, hasAudio: true });
    for (const copy of [dataSaver, standard, audio]) {
      expect((await probeMedia(copy.file)).durationSeconds).toBe(6);
    }
    // Each smaller than the one above it, as the learner's data plan needs.
    expect(audio.bytes).toBeLessThan(dataSaver.bytes);
    expect(dataSaver.bytes).toBeLessThan(standard.bytes);
    // About 200 kb/s for data saver, 500 for standard (bytes × 8 / seconds), with room for a
    // short clip's overhead.
    expect((dataSaver.bytes * 8) / 6 / 1000).toBeLessThan(300);
    expect((standard.bytes * 8) / 6 / 1000).toBeLessThan(700);
    // The index first (+faststart): 'moov' before 'mdat'.
    const head = Buffer.from(await readFile(dataSaver.file)).toString("latin1");
    expect(head.indexOf("moov")).toBeLessThan(head.indexOf("mdat"));
  }, 120_000);

  it("serves the copies to the course's learners only, as the original", async () => {
    const { course, url } = await courseWithUploadedVideo();
    await makeDueRenditions(deps(), 20);
    const row = await renditionOf(url);
    const learner = await createTestUser(suite.services);
    const stranger = await createTestUser(suite.services);
    await enrolDirectly(suite.services.db, learner.id, course.id);
    for (const copy of [row?.dataSaverUrl, row?.standardUrl, row?.audioUrl, row?.posterUrl]) {
      expect(await mayFetchCourseFile(suite.services.db, learner, copy ?? "")).toBe(true);
      expect(await mayFetchCourseFile(suite.services.db, stranger, copy ?? "")).toBe(false);
      expect(await mayFetchCourseFile(suite.services.db, null, copy ?? "")).toBe(false);
    }
  }, 120_000);

  it("makes each video once, however many workers claim", async () => {
    const { url } = await courseWithUploadedVideo();
    await findNewVideos(suite.services.db, uploadStorage(suite.services));
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimDueRendition(suite.services.db)),
    );
    const mine = claims.filter((c) => c?.sourceUrl === url);
    expect(mine).toHaveLength(1);
    // Those claimed here are made here, so the next tests start from a quiet queue.
    for (const job of claims) if (job) await processRendition(deps(), job);
  }, 120_000);

  it("drops the copies of a video no lesson shows any more", async () => {
    const { course, url } = await courseWithUploadedVideo();
    await makeDueRenditions(deps(), 20);
    const before = await renditionOf(url);
    await suite.services.db
      .update(lessons)
      .set({ type: "text", videoUrl: null })
      .where(eq(lessons.id, course.lessonIds[0] as string));
    await findNewVideos(suite.services.db, uploadStorage(suite.services));
    expect(await renditionOf(url)).toBeUndefined();
    expect(
      await uploadStorage(suite.services).head(keyFromUploadUrl(before?.dataSaverUrl) ?? ""),
    ).toBeNull();
  }, 120_000);

  it("fails at once, saying why, on a machine without ffmpeg; staff can try again", async () => {
    const { url } = await courseWithUploadedVideo();
    await findNewVideos(suite.services.db, uploadStorage(suite.services));
    const path0 = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      let job = await claimDueRendition(suite.services.db);
      while (job && job.sourceUrl !== url) {
        await processRendition(deps(), job);
        job = await claimDueRendition(suite.services.db);
      }
      expect(job?.sourceUrl).toBe(url);
      if (job) expect(await processRendition(deps(), job)).toBe("failed");
    } finally {
      process.env.PATH = path0;
    }
    const failed = await renditionOf(url);
    expect(failed?.status).toBe("failed");
    expect(failed?.lastError).toMatch(/ffmpeg is not installed on this server/);
    expect(await retryRendition(suite.services.db, failed?.id ?? "")).toBe(true);
    await makeDueRenditions(deps(), 20);
    expect((await renditionOf(url))?.status).toBe("ready");
  }, 120_000);
});
