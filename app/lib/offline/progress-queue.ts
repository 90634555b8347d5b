import { createStore, delMany, promisifyRequest, type UseStore, values } from "idb-keyval";
import { MAX_REPORT_SECONDS } from "~/domain/learning/progress-rules";
import type { QueuedProgressReport } from "~/domain/learning/progress-sync.schema";
import { PROGRESS_SYNC_PATH, PROGRESS_SYNC_TAG } from "./names";

// Watch progress the player could not send (no connection), kept on the phone in IndexedDB and
// sent later to /dashboard/progress-sync: by the worker's Background Sync where the browser has
// it, else by the learner's pages when the connection returns, a page loads or comes back into
// view. Each report carries its own id, so a report sent twice is applied once (the server keeps
// a receipt), and progress never goes down (the server keeps the highest).
//
// One report per lesson: the player reports every 10% step, so a short lesson watched offline
// made ten reports, and the pages said "10 progress updates waiting". A new report for a lesson
// already waiting is merged into that lesson's waiting report (highest percent, latest position,
// the seconds played added up), unless that report is being sent: the server may have applied it
// already under its id, so what came after goes into a new report.

export type StoredReport = QueuedProgressReport & {
  at: number;
  /** When a send took it (Date.now()); never merged into while set, cleared if the send failed. */
  sending?: number;
};
type Stored = StoredReport;

/**
 * What to keep for a new report, given the reports waiting: the lesson's waiting report (not being
 * sent, room left under the per-report seconds cap) with the new one merged in, under its id; or
 * the new report on its own.
 */
export function coalesceReport(
  waiting: readonly Stored[],
  report: Omit<QueuedProgressReport, "id">,
  fresh: { id: string; at: number },
): Stored {
  const same = waiting
    .filter(
      (r) =>
        r.courseId === report.courseId &&
        r.lessonId === report.lessonId &&
        r.sending === undefined &&
        r.watched + report.watched <= MAX_REPORT_SECONDS,
    )
    .sort((a, b) => b.at - a.at)[0];
  if (!same) return { ...report, ...fresh };
  return {
    ...same,
    percent: Math.max(same.percent, report.percent),
    position: report.position,
    watched: same.watched + report.watched,
  };
}

/** How many lessons have progress waiting (what the pages say; a lesson counts once). */
export function waitingLessonCount(waiting: readonly Pick<Stored, "courseId" | "lessonId">[]) {
  return new Set(waiting.map((r) => `${r.courseId}/${r.lessonId}`)).size;
}

let store: UseStore | null = null;
function queue(): UseStore {
  store ??= createStore("afa-progress", "reports");
  return store;
}

/** The reports waiting, oldest first. */
export async function queuedReports(): Promise<Stored[]> {
  return (await values<Stored>(queue())).sort((a, b) => a.at - b.at);
}

/**
 * Keeps a report for later, merged into its lesson's waiting report (coalesceReport), and asks the
 * browser to send it when the connection returns. Read and write in one IndexedDB transaction,
 * so a send taking the queue meanwhile (the worker's, another tab's) sees the report before or
 * after the merge, never half of it.
 */
export async function queueReport(report: Omit<QueuedProgressReport, "id">): Promise<void> {
  const fresh = { id: crypto.randomUUID(), at: Date.now() };
  await queue()("readwrite", async (store) => {
    const waiting = (await promisifyRequest(store.getAll())) as Stored[];
    const kept = coalesceReport(waiting, report, fresh);
    store.put(kept, kept.id);
    return promisifyRequest(store.transaction);
  });
  await requestBackgroundSync();
}

/**
 * Marks reports as being sent with `stamp` or, with `clear`, unmarks those still marked with it
 * (a send elsewhere that took them since keeps its own mark). One transaction.
 */
function markSending(ids: readonly string[], stamp: number, clear = false): Promise<void> {
  return queue()("readwrite", async (store) => {
    const all = (await promisifyRequest(store.getAll())) as Stored[];
    const wanted = new Set(ids);
    for (const r of all) {
      if (!wanted.has(r.id)) continue;
      const { sending, ...rest } = r;
      if (!clear) store.put({ ...rest, sending: stamp }, r.id);
      else if (sending === stamp) store.put(rest, r.id);
    }
    return promisifyRequest(store.transaction);
  });
}

async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(PROGRESS_SYNC_TAG);
  } catch {
    // No worker or no Background Sync: the pages send the queue when they can.
  }
}

let sending: Promise<number> | null = null;

/**
 * Sends what is queued, a hundred reports a request, and forgets each report the server answered
 * for (applied, already applied, or refused for good). Returns how many were answered; a failed
 * request (offline, signed out) leaves the queue as it was for the next try. One send at a time.
 */
export function sendQueuedReports(): Promise<number> {
  sending ??= sendAll().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendAll(): Promise<number> {
  let answered = 0;
  for (;;) {
    const waiting = (await queuedReports()).slice(0, 100);
    if (waiting.length === 0) return answered;
    const ids = waiting.map((r) => r.id);
    // From here a new report for these lessons goes into a report of its own (coalesceReport).
    // Unique across tabs sharing the queue: the time, and a random fraction to tell two apart.
    const stamp = Date.now() + (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32;
    await markSending(ids, stamp);
    const done = await sendBatch(waiting);
    if (done === null) {
      await markSending(ids, stamp, true).catch(() => {});
      return answered;
    }
    answered += done;
    if (done === 0) return answered;
  }
}

/** Posts one batch; returns how many reports were answered (and forgotten), null on failure. */
async function sendBatch(waiting: readonly Stored[]): Promise<number | null> {
  let response: Response;
  try {
    response = await fetch(PROGRESS_SYNC_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        reports: waiting.map(({ at: _at, sending: _sending, ...report }) => report),
      }),
    });
  } catch {
    return null;
  }
  if (response.status === 400) {
    // Reports the server can never read: dropped, so they do not hold back the rest.
    await delMany(
      waiting.map((r) => r.id),
      queue(),
    );
    return waiting.length;
  }
  // A sign-in page (session ended) or a server error: keep everything for the next try.
  if (!response.ok || response.redirected) return null;
  const body = (await response.json().catch(() => null)) as {
    results?: { id: string }[];
  } | null;
  const ids = (body?.results ?? []).map((r) => r.id);
  if (ids.length === 0) return null;
  await delMany(ids, queue());
  return ids.length;
}
