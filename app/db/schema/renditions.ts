import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./helpers";

export const RENDITION_STATUSES = ["pending", "processing", "ready", "failed"] as const;
export type RenditionStatus = (typeof RENDITION_STATUSES)[number];

/**
 * The smaller copies of one lesson video of ours (an upload or a file of the site's own media),
 * made by the rendition worker (app/domain/media/) with ffmpeg: data saver (about 240p), standard
 * (about 360p), audio only, and a poster. One row per video, whatever the number of lessons that
 * show it. A row is claimed with a lease (`locked_until`), so one worker among several instances
 * makes it; a failure waits `run_at` with backoff, and after the last attempt the row stays
 * `failed` with its error for staff to read and retry. The original stays as it was.
 */
export const videoRenditions = pgTable(
  "video_renditions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The original's address, as lessons.video_url holds it. */
    sourceUrl: text("source_url").notNull().unique(),
    status: text("status").$type<RenditionStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The original's playing time, as ffprobe reads it. */
    durationSeconds: integer("duration_seconds"),
    dataSaverUrl: text("data_saver_url"),
    dataSaverBytes: integer("data_saver_bytes"),
    standardUrl: text("standard_url"),
    standardBytes: integer("standard_bytes"),
    audioUrl: text("audio_url"),
    audioBytes: integer("audio_bytes"),
    posterUrl: text("poster_url"),
    /**
     * The poster's and the original's sizes, so "Download for offline" promises what it stores:
     * written with the copies; for rows from before (null), read once from storage by the worker.
     */
    posterBytes: integer("poster_bytes"),
    sourceBytes: integer("source_bytes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("video_renditions_status_check", oneOf(t.status, RENDITION_STATUSES)),
    check("video_renditions_attempts_check", sql`${t.attempts} >= 0`),
    index("video_renditions_due_idx").on(t.status, t.runAt),
    // Which video a rendition file belongs to, asked on every range request of it (uploads.ts).
    index("video_renditions_data_saver_idx").on(t.dataSaverUrl),
    index("video_renditions_standard_idx").on(t.standardUrl),
    index("video_renditions_audio_idx").on(t.audioUrl),
    index("video_renditions_poster_idx").on(t.posterUrl),
  ],
);
