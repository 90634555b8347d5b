import { createWriteStream } from "node:fs";
import { copyFile, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import { type RenditionStatus, videoRenditions } from "~/db/schema";
import {
  type FileStorage,
  keyFromUploadUrl,
  newStorageKey,
  type StoredExtension,
  uploadUrl,
} from "~/domain/uploads/storage.server";
import { startBackgroundLoop } from "~/lib/background-loop.server";
import { FfmpegMissingError, type MadeFile, makeRenditions } from "./ffmpeg.server";

export type VideoRendition = typeof videoRenditions.$inferSelect;

/** Where the copies are stored: a course-only folder, like the originals (upload-access.ts). */
export const RENDITIONS_FOLDER = "lesson-renditions";
/** After this many failed attempts a video waits for staff (about half an hour of retries). */
export const RENDITION_MAX_ATTEMPTS = 5;
/** A video being made is reserved this long for the worker that claimed it (a long film). */
const LEASE = sql`now() + interval '30 minutes'`;

/** 1, 2, 4, 8 minutes: a full disk or a busy machine, given time. */
export function renditionRetrySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 60 * 60);
}

/**
 * Lesson videos of ours that have no row yet get one (pending): an upload, a changed video, the
 * demo content, lessons from before this table. Rows no lesson uses any more are removed with
 * their files. Returns how many videos were added.
 */
export async function findNewVideos(db: Database, storage: FileStorage): Promise<number> {
  const added = await db.execute(sql`
    insert into video_renditions (source_url)
    select distinct video_url from lessons
    where type = 'video'
      and (video_url like '/uploads/lesson-videos/%' or video_url like '/media/%')
    on conflict (source_url) do nothing
    returning id`);
  const unused = await db
    .delete(videoRenditions)
    .where(
      sql`not exists (select 1 from lessons where lessons.video_url = ${videoRenditions.sourceUrl})`,
    )
    .returning();
  for (const row of unused) await removeRenditionFiles(storage, row);
  return (added as unknown as { rows: { id: string }[] }).rows.length;
}

async function removeRenditionFiles(storage: FileStorage, row: VideoRendition) {
  for (const url of [row.dataSaverUrl, row.standardUrl, row.audioUrl, row.posterUrl]) {
    const key = keyFromUploadUrl(url);
    if (key) await storage.delete(key);
  }
}

/**
 * Claims one due video for this worker: a pending one whose time has come, or one another worker
 * claimed but never finished (its lease ran out). SKIP LOCKED: several instances claim side by
 * side, and each video is made once.
 */
export async function claimDueRendition(db: Database): Promise<VideoRendition | null> {
  const due = db
    .select({ id: videoRenditions.id })
    .from(videoRenditions)
    .where(
      or(
        and(eq(videoRenditions.status, "pending"), lte(videoRenditions.runAt, sql`now()`)),
        and(eq(videoRenditions.status, "processing"), lt(videoRenditions.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(videoRenditions.runAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(videoRenditions)
    .set({
      status: "processing",
      attempts: sql`${videoRenditions.attempts} + 1`,
      lockedUntil: LEASE,
    })
    .where(inArray(videoRenditions.id, due))
    .returning();
  return claimed ?? null;
}

export type RenditionDeps = {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  /** Where the site's own /media/… files are (public/ in development, the client build in production). */
  publicDir: string;
};

/** The original, copied to `file`: from our uploads, or from the site's own media. */
async function fetchOriginal(deps: RenditionDeps, url: string, file: string): Promise<void> {
  const key = keyFromUploadUrl(url);
  if (key) {
    const stored = await deps.storage.get(key);
    if (!stored) throw new Error(`The original video ${url} is missing from storage.`);
    await pipeline(
      Readable.fromWeb(stored.body as unknown as WebReadableStream<Uint8Array>),
      createWriteStream(file),
    );
    return;
  }
  await copyFile(mediaFile(deps, url), file);
}

/** Where one of the site's own /media/… files is on disk. */
function mediaFile(deps: Pick<RenditionDeps, "publicDir">, url: string): string {
  const root = path.resolve(deps.publicDir);
  const source = path.resolve(root, `.${decodeURI(url)}`);
  if (!source.startsWith(`${root}${path.sep}`)) throw new Error(`Not a file of ours: ${url}`);
  return source;
}

/** A stored or site file's size without reading it (null: missing). */
async function sizeOf(deps: RenditionDeps, url: string): Promise<number | null> {
  const key = keyFromUploadUrl(url);
  if (key) return (await deps.storage.head(key))?.size ?? null;
  try {
    const info = await stat(mediaFile(deps, url));
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

/**
 * Rows from before their sizes were recorded (and videos not made yet) get the poster's and the
 * original's sizes, read once from storage: a size, never the file. Returns how many were filled.
 */
export async function recordMissingSizes(deps: RenditionDeps, limit = 200): Promise<number> {
  const rows = await deps.db
    .select()
    .from(videoRenditions)
    .where(
      or(
        isNull(videoRenditions.sourceBytes),
        and(isNotNull(videoRenditions.posterUrl), isNull(videoRenditions.posterBytes)),
      ),
    )
    .limit(limit);
  let filled = 0;
  for (const row of rows) {
    const sourceBytes = row.sourceBytes ?? (await sizeOf(deps, row.sourceUrl));
    const posterBytes =
      row.posterBytes ?? (row.posterUrl ? await sizeOf(deps, row.posterUrl) : null);
    if (sourceBytes === row.sourceBytes && posterBytes === row.posterBytes) continue;
    await deps.db
      .update(videoRenditions)
      .set({ sourceBytes, posterBytes })
      .where(eq(videoRenditions.id, row.id));
    filled += 1;
  }
  return filled;
}

async function store(deps: RenditionDeps, made: MadeFile, extension: StoredExtension) {
  const key = newStorageKey(RENDITIONS_FOLDER, extension);
  const contentType = { mp4: "video/mp4", m4a: "audio/mp4", jpg: "image/jpeg" }[
    extension as "mp4" | "m4a" | "jpg"
  ];
  await deps.storage.put(key, new Uint8Array(await readFile(made.file)), { contentType });
  return uploadUrl(key);
}

/**
 * Makes one claimed video's copies and records them. A failure is recorded with its error: tried
 * again later with backoff, until the last attempt (then `failed`, for staff); no ffmpeg on the
 * machine fails at once, with the reason, since waiting will not install it.
 */
export async function processRendition(
  deps: RenditionDeps,
  job: VideoRendition,
): Promise<RenditionStatus> {
  const dir = await mkdtemp(path.join(tmpdir(), "afa-renditions-"));
  const stored: string[] = [];
  try {
    const original = path.join(dir, "original");
    await fetchOriginal(deps, job.sourceUrl, original);
    const sourceBytes = (await stat(original)).size;
    const made = await makeRenditions(original, dir);
    const dataSaverUrl = await store(deps, made.dataSaver, "mp4");
    stored.push(dataSaverUrl);
    const standardUrl = await store(deps, made.standard, "mp4");
    stored.push(standardUrl);
    const audioUrl = made.audio ? await store(deps, made.audio, "m4a") : null;
    if (audioUrl) stored.push(audioUrl);
    const posterUrl = await store(deps, made.poster, "jpg");
    stored.push(posterUrl);
    const saved = await deps.db
      .update(videoRenditions)
      .set({
        status: "ready",
        lockedUntil: null,
        lastError: null,
        durationSeconds: made.durationSeconds,
        dataSaverUrl,
        dataSaverBytes: made.dataSaver.bytes,
        standardUrl,
        standardBytes: made.standard.bytes,
        audioUrl,
        audioBytes: made.audio?.bytes ?? null,
        posterUrl,
        posterBytes: made.poster.bytes,
        sourceBytes,
      })
      .where(and(eq(videoRenditions.id, job.id), eq(videoRenditions.status, "processing")))
      .returning({ id: videoRenditions.id });
    // The lesson changed its video while this one was being made: these copies are nobody's.
    if (saved.length === 0) await removeStored(deps.storage, stored);
    deps.logger.info({ video: job.sourceUrl }, "video renditions ready");
    return "ready";
  } catch (error) {
    await removeStored(deps.storage, stored);
    const message = error instanceof Error ? error.message : String(error);
    const gaveUp = error instanceof FfmpegMissingError || job.attempts >= RENDITION_MAX_ATTEMPTS;
    await deps.db
      .update(videoRenditions)
      .set({
        status: gaveUp ? "failed" : "pending",
        lockedUntil: null,
        lastError: message.slice(0, 500),
        runAt: sql`now() + make_interval(secs => ${renditionRetrySeconds(job.attempts)})`,
      })
      .where(eq(videoRenditions.id, job.id));
    deps.logger[gaveUp ? "error" : "warn"](
      { err: error, video: job.sourceUrl, attempts: job.attempts },
      gaveUp
        ? "video renditions failed: staff can try again"
        : "video renditions failed; will retry",
    );
    return gaveUp ? "failed" : "pending";
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function removeStored(storage: FileStorage, urls: string[]) {
  for (const url of urls) {
    const key = keyFromUploadUrl(url);
    if (key) await storage.delete(key).catch(() => {});
  }
}

/** One pass: new videos found, then due ones made, one at a time. Returns how many were made. */
export async function makeDueRenditions(deps: RenditionDeps, limit = 5): Promise<number> {
  await findNewVideos(deps.db, deps.storage);
  await recordMissingSizes(deps);
  let done = 0;
  while (done < limit) {
    const job = await claimDueRendition(deps.db);
    if (!job) break;
    await processRendition(deps, job);
    done += 1;
  }
  return done;
}

/** Staff try a failed video again now, with a fresh set of attempts. */
export async function retryRendition(db: Database, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const retried = await db
    .update(videoRenditions)
    .set({ status: "pending", attempts: 0, runAt: sql`now()`, lockedUntil: null })
    .where(and(eq(videoRenditions.id, id), eq(videoRenditions.status, "failed")))
    .returning({ id: videoRenditions.id });
  return retried.length > 0;
}

/** The copies of these videos, by their original's address (absent: not one of ours, or none yet). */
export async function findRenditions(
  db: Database,
  sourceUrls: readonly (string | null)[],
): Promise<Map<string, VideoRendition>> {
  const urls = [...new Set(sourceUrls.filter((u): u is string => Boolean(u)))];
  if (urls.length === 0) return new Map();
  const rows = await db
    .select()
    .from(videoRenditions)
    .where(inArray(videoRenditions.sourceUrl, urls));
  return new Map(rows.map((row) => [row.sourceUrl, row]));
}

export type RenditionWorker = { wake: () => void; stop: () => Promise<void> };

/**
 * Makes renditions in the background: at every wake-up (a lesson was saved) and every
 * `intervalMs`. One video at a time per instance: ffmpeg takes the machine's cores.
 */
export function startRenditionWorker(
  deps: RenditionDeps & { intervalMs?: number },
): RenditionWorker {
  return startBackgroundLoop(
    async () => {
      try {
        await makeDueRenditions(deps);
      } catch (error) {
        deps.logger.warn({ err: error }, "rendition pass failed");
      }
      return false;
    },
    { intervalMs: deps.intervalMs ?? 30_000, runNow: true },
  );
}
