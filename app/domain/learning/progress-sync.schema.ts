import { z } from "zod";
import { MAX_REPORT_SECONDS } from "./progress-rules";

// The body a phone posts to /dashboard/progress-sync with the reports it queued offline
// (app/lib/offline/progress-queue.ts), checked by that route's action.

/** Reports in one request: a phone sends more in the next one. */
export const MAX_SYNC_REPORTS = 100;

const id = z.guid();
const seconds = z.number().int().min(0).max(MAX_REPORT_SECONDS);

export const queuedProgressReportSchema = z.object({
  /** The phone's id for this report: the same id is applied once. */
  id,
  courseId: id,
  lessonId: id,
  percent: z.number().int().min(0).max(100),
  position: seconds,
  /** Seconds played since the player's previous report. */
  watched: seconds,
});

export const progressSyncSchema = z.object({
  reports: z.array(queuedProgressReportSchema).min(1).max(MAX_SYNC_REPORTS),
});

export type QueuedProgressReport = z.infer<typeof queuedProgressReportSchema>;
