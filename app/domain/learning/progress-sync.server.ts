import type { Database } from "~/db/client.server";
import { consumeRateLimit } from "~/domain/abuse/rate-limit.server";
import { type ProgressServices, recordProgressChanges } from "./progress.server";
import type { QueuedProgressReport } from "./progress-sync.schema";

export type SyncedReport = {
  id: string;
  /**
   * applied: recorded now; duplicate: this id was recorded before (nothing changes); refused:
   * never will be (not enrolled, or the lesson is not in that course any more). The phone forgets
   * all three; only a failed request is sent again.
   */
  status: "applied" | "duplicate" | "refused";
};

/**
 * Sync requests per learner and window: twenty in ten minutes, each of up to MAX_SYNC_REPORTS.
 * A phone sends its queue a hundred reports a request, one request after another; a report is
 * made at each 10% step of a lesson, so 2,000 reports are some 180 lessons watched offline, more
 * than a phone queues between two connections. A learner who posts more waits: the phone keeps
 * its queue and sends it on the next try. Per account, not per address: RATE_LIMIT_SCALE does not
 * change it.
 */
export const PROGRESS_SYNC_BUDGET = { limit: 20, windowSeconds: 10 * 60 } as const;

/** Counts one sync request against the learner's budget (PROGRESS_SYNC_BUDGET). */
export async function consumeProgressSyncBudget(
  db: Database,
  userId: string,
  now?: Date,
): Promise<{ status: "allowed" } | { status: "limited"; retryAfterSeconds: number }> {
  const result = await consumeRateLimit(db, {
    key: `progress-sync:${userId}`,
    ...PROGRESS_SYNC_BUDGET,
    now,
  });
  return result.allowed
    ? { status: "allowed" }
    : { status: "limited", retryAfterSeconds: result.retryAfterSeconds };
}

/**
 * Applies the progress reports a learner's phone queued while offline, in the order it made them,
 * each exactly once, in one transaction (recordProgressChanges: a fixed number of statements for
 * the whole batch): its receipt (learner + the phone's id for the report) and the progress it
 * records commit together, so a batch sent twice, or a report in two batches, changes nothing the
 * second time. Progress itself only ever goes up, and completions, notifications and
 * certificates follow exactly as for a report sent online.
 *
 * Watch seconds: each report's are credited from the learner's clock, which holds the real time
 * not yet spent on credited watching (up to a week back), so the time a phone spent watching
 * offline is credited when it syncs, across lessons and courses, and never more than real time.
 */
export async function applyQueuedProgress(
  services: ProgressServices,
  userId: string,
  reports: readonly QueuedProgressReport[],
  now?: Date,
): Promise<SyncedReport[]> {
  const batch = await recordProgressChanges(
    services,
    userId,
    reports.map((report) => ({
      clientId: report.id,
      courseId: report.courseId,
      lessonId: report.lessonId,
      percent: report.percent,
      position: report.position,
      watched: report.watched,
    })),
    now,
  );
  return reports.map((report, i) => {
    const status = batch.changes[i]?.status;
    return {
      id: report.id,
      status: status === "applied" || status === "duplicate" ? status : "refused",
    };
  });
}
