import { data } from "react-router";
import { MAX_SYNC_REPORTS, progressSyncSchema } from "~/domain/learning/progress-sync.schema";
import {
  applyQueuedProgress,
  consumeProgressSyncBudget,
} from "~/domain/learning/progress-sync.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { readJsonBody } from "~/routes/request-body.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/progress-sync";

// POST /dashboard/progress-sync: the watch progress a phone recorded offline, sent when it is back
// online (by the page, or by the service worker's Background Sync). JSON in and out:
//   { "reports": [{ "id", "courseId", "lessonId", "percent", "position", "watched" }, …] }
//   → { "results": [{ "id", "status": "applied" | "duplicate" | "refused" }, …] }
// or 429 with Retry-After once the learner's budget of requests is spent (the phone keeps its
// queue and sends it later).

/** A report is about 200 bytes as JSON; the ceiling leaves room for the most a request holds. */
const MAX_BODY_BYTES = MAX_SYNC_REPORTS * 400;

/** Nothing to read here. */
export function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  const services = context.get(servicesContext);
  // Before the body is read: a learner past the budget costs one statement.
  const budget = await consumeProgressSyncBudget(services.db, user.id);
  if (budget.status === "limited") {
    return Response.json(
      { error: "Too many progress reports in a short while. They are kept and sent later." },
      {
        status: 429,
        headers: { "Retry-After": String(budget.retryAfterSeconds), "Cache-Control": "no-store" },
      },
    );
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (body.status === "too-large") {
    return Response.json({ error: "Too many reports in one request." }, { status: 413 });
  }
  const parsed = progressSyncSchema.safeParse(body.status === "ok" ? body.value : null);
  if (!parsed.success) {
    return Response.json({ error: "These progress reports are not valid." }, { status: 400 });
  }
  const results = await applyQueuedProgress(services, user.id, parsed.data.reports);
  return Response.json({ results }, { headers: { "Cache-Control": "no-store" } });
}
