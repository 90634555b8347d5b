import { progressSyncReceipts } from "~/db/schema";
import { type ProgressServices, recordLessonProgress } from "./progress.server";
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

/** Thrown inside the transaction to undo a report's receipt when the report is refused. */
class Refused extends Error {}

const FOREIGN_KEY_VIOLATION = "23503";

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

/**
 * Applies the progress reports a learner's phone queued while offline, in the order it made them,
 * each exactly once: its receipt (learner + the phone's id for the report) and the progress it
 * records commit together, so a batch sent twice, or a report in two batches, changes nothing the
 * second time. Progress itself only ever goes up (recordLessonProgress), and completions,
 * notifications and certificates follow exactly as for a report sent online.
 *
 * Watch seconds: the server credits a report no more than the time since the previous one it
 * received, and reports made offline arrive together. So a lesson's seconds in one batch are
 * credited with its first new report of the batch, where that time is the whole time offline.
 */
export async function applyQueuedProgress(
  services: ProgressServices,
  userId: string,
  reports: readonly QueuedProgressReport[],
): Promise<SyncedReport[]> {
  // Seconds not credited yet, by lesson: all of them go with the lesson's first new report.
  const uncredited = new Map<string, number>();
  for (const report of reports) {
    uncredited.set(report.lessonId, (uncredited.get(report.lessonId) ?? 0) + report.watched);
  }

  const results: SyncedReport[] = [];
  for (const report of reports) {
    const watched = uncredited.get(report.lessonId) ?? 0;
    try {
      const status = await services.db.transaction(async (tx) => {
        const claimed = await tx
          .insert(progressSyncReceipts)
          .values({ userId, clientId: report.id, lessonId: report.lessonId })
          .onConflictDoNothing()
          .returning({ id: progressSyncReceipts.clientId });
        if (claimed.length === 0) return "duplicate" as const;
        const outcome = await recordLessonProgress(
          { ...services, db: tx },
          {
            userId,
            courseId: report.courseId,
            lessonId: report.lessonId,
            percent: report.percent,
            position: report.position,
            watched,
          },
        );
        if (outcome.status !== "saved") throw new Refused(outcome.status);
        return "applied" as const;
      });
      results.push({ id: report.id, status });
      uncredited.set(
        report.lessonId,
        // Applied: the seconds are credited. A duplicate's own seconds were, the first time.
        status === "applied" ? 0 : Math.max(0, watched - report.watched),
      );
    } catch (error) {
      // A lesson that no longer exists fails the receipt's foreign key: refused like any other.
      if (error instanceof Refused || isForeignKeyViolation(error)) {
        results.push({ id: report.id, status: "refused" });
      } else {
        throw error;
      }
    }
  }
  return results;
}
