import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Fixed-window counters for abuse limits (form submissions now, sign-in later): one row per
 * action and client. `expires_at` lets old rows be pruned whatever each action's window length.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

/**
 * The once-per-form keys of staff forms that create a record (course, lesson, journey item,
 * story): a repeated submission of one rendered form finds its record here instead of making a
 * second one. The public forms keep the key on their own rows (contacts, consultations).
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    key: uuid("key").primaryKey(),
    kind: text("kind").notNull(),
    recordId: text("record_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_submissions_created_idx").on(t.createdAt)],
);
