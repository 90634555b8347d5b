import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import type { VideoQuality } from "~/db/schema/enums";
import { findRenditions, type VideoRendition } from "./renditions.server";

/** One copy a learner may choose, with its size (what it costs on a data plan). */
export type VideoCopy = { url: string; bytes: number };

/** A lesson video's copies, ready to play: what the player offers. */
export type LessonVideoCopies = {
  "data-saver": VideoCopy;
  standard: VideoCopy;
  /** Null when the video has no sound. */
  audio: VideoCopy | null;
  poster: string | null;
  /** The poster's size (0: not known yet), counted in what "Download for offline" stores. */
  posterBytes: number;
  durationSeconds: number | null;
};

function copiesOf(row: VideoRendition | undefined): LessonVideoCopies | null {
  if (row?.status !== "ready" || !row.dataSaverUrl || !row.standardUrl) return null;
  return {
    "data-saver": { url: row.dataSaverUrl, bytes: row.dataSaverBytes ?? 0 },
    standard: { url: row.standardUrl, bytes: row.standardBytes ?? 0 },
    audio: row.audioUrl ? { url: row.audioUrl, bytes: row.audioBytes ?? 0 } : null,
    poster: row.posterUrl,
    posterBytes: row.posterBytes ?? 0,
    durationSeconds: row.durationSeconds,
  };
}

/**
 * The ready copies of these lessons' videos, by lesson (a lesson without: not ours, or not made
 * yet, and the original plays). One query for a whole course, so moving from lesson to lesson
 * never waits for, or swaps, the player's source.
 */
export async function findLessonVideoCopies(
  db: Database,
  lessons: readonly { id: string; type: string; videoUrl: string | null }[],
): Promise<Record<string, LessonVideoCopies>> {
  const videos = lessons.filter((l) => l.type === "video" && l.videoUrl);
  const renditions = await findRenditions(
    db,
    videos.map((l) => l.videoUrl),
  );
  const out: Record<string, LessonVideoCopies> = {};
  for (const lesson of videos) {
    const copies = copiesOf(renditions.get(lesson.videoUrl ?? ""));
    if (copies) out[lesson.id] = copies;
  }
  return out;
}

/** Which copy plays for this learner unless they pick another (data saver by default). */
export async function findVideoQuality(db: Database, userId: string): Promise<VideoQuality> {
  const [row] = await db
    .select({ quality: user.videoQuality })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row?.quality ?? "data-saver";
}

/** Remembers the learner's choice, for every lesson and device. */
export async function saveVideoQuality(
  db: Database,
  userId: string,
  quality: VideoQuality,
): Promise<void> {
  await db.update(user).set({ videoQuality: quality }).where(eq(user.id, userId));
}
