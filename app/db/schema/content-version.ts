import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * One row whose `version` goes up whenever public content changes: courses, lessons and their
 * resources, journey items, stories, research, site settings and statistics. Database triggers
 * (migrations 0007 and 0010) bump it, whatever code made the change (the enrolments counted as a
 * course's students and the downloads that cached pages show included; a journey item's views,
 * shown only on its own uncached page, left out).
 * Page caches keyed by it are right on every instance at once.
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("content_version_single_row_check", sql`${t.id} = 1`)],
);
