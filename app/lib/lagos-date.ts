import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { SITE_TIME_ZONE } from "./format";

// Apart from ./format so the pages that only display dates do not ship date-fns to the browser.

/** Today's calendar date in Lagos as YYYY-MM-DD (for "not before today" rules). */
export function todayInLagos(now: Date = new Date()): string {
  return format(new TZDate(now, SITE_TIME_ZONE), "yyyy-MM-dd");
}
