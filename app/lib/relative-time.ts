import { formatDate } from "./format";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * The age of a notification, in words: under 1 hour "Just now", under 24 hours
 * "Nh ago", under 7 days "Nd ago", under 4 weeks "Nw ago", otherwise the date (Lagos).
 * `now` is passed in (the server's clock, sent with the page) so the label rendered on the server
 * and the one hydrated in the browser are the same. A time slightly in the future (clock skew
 * between database and app) counts as just now.
 */
export function relativeTimeLabel(value: Date | string, now: Date | string): string {
  const then = typeof value === "string" ? new Date(value) : value;
  const reference = typeof now === "string" ? new Date(now) : now;
  const elapsed = reference.getTime() - then.getTime();
  if (elapsed < HOUR) return "Just now";
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d ago`;
  if (elapsed < 4 * WEEK) return `${Math.floor(elapsed / WEEK)}w ago`;
  return formatDate(then);
}
