import { z } from "zod";
import { pageNumber, parseSearchParams } from "~/lib/search-params";

// The notifications page's URL parameters, read by its loader and its action (which comes back to
// the page the learner was on); anything unexpected is page 1, never an error.

/** Notifications: ?page=. A page past the end is clamped by the query, which knows the count. */
export function parseNotificationsPage(params: URLSearchParams): number {
  return parseSearchParams(z.object({ page: pageNumber() }), params).page;
}
