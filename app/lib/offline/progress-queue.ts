import { createStore, delMany, set, type UseStore, values } from "idb-keyval";
import type { QueuedProgressReport } from "~/domain/learning/progress-sync.schema";
import { PROGRESS_SYNC_PATH, PROGRESS_SYNC_TAG } from "./names";

// Watch progress the player could not send (no connection), kept on the phone in IndexedDB and
// sent later to /dashboard/progress-sync: by the worker's Background Sync where the browser has
// it, else by the learner's pages when the connection returns, a page loads or comes back into
// view. Each report carries its own id, so a report sent twice is applied once (the server keeps
// a receipt), and progress never goes down (the server keeps the highest).

type Stored = QueuedProgressReport & { at: number };

let store: UseStore | null = null;
function queue(): UseStore {
  store ??= createStore("afa-progress", "reports");
  return store;
}

/** The reports waiting, oldest first. */
export async function queuedReports(): Promise<Stored[]> {
  return (await values<Stored>(queue())).sort((a, b) => a.at - b.at);
}

/** Keeps a report for later and asks the browser to send it when the connection returns. */
export async function queueReport(report: Omit<QueuedProgressReport, "id">): Promise<void> {
  const id = crypto.randomUUID();
  await set(id, { ...report, id, at: Date.now() } satisfies Stored, queue());
  await requestBackgroundSync();
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
    let response: Response;
    try {
      response = await fetch(PROGRESS_SYNC_PATH, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ reports: waiting.map(({ at: _at, ...report }) => report) }),
      });
    } catch {
      return answered;
    }
    if (response.status === 400) {
      // Reports the server can never read: dropped, so they do not hold back the rest.
      await delMany(
        waiting.map((r) => r.id),
        queue(),
      );
      answered += waiting.length;
      continue;
    }
    // A sign-in page (session ended) or a server error: keep everything for the next try.
    if (!response.ok || response.redirected) return answered;
    const body = (await response.json().catch(() => null)) as {
      results?: { id: string }[];
    } | null;
    const ids = (body?.results ?? []).map((r) => r.id);
    if (ids.length === 0) return answered;
    await delMany(ids, queue());
    answered += ids.length;
  }
}
