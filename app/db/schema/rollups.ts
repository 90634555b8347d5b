import { bigint, date, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { courses } from "./learning";

// Figures the admin area and the catalogue show, kept up to date by database triggers in the
// same statement as the change they count (migration 0014), so no page counts every enrolment,
// account or payment. The code never writes these tables; the triggers are statement-level, with
// transition tables: a bulk insert of 1,000,000 enrolments updates each row here once, where a
// row-level trigger would update the same rows a million times in one transaction.
// Days are Lagos dates (Africa/Lagos, as SITE_TIME_ZONE).

/**
 * Totals of whole tables: `users`, `courses.published`, `consultations.<status>` (one per
 * status), `success_stories`, `contacts`. Every account created locks the `users` row until its
 * transaction commits: fine at a few sign-ups a second.
 */
export const siteCounters = pgTable("site_counters", {
  name: text("name").primaryKey(),
  value: bigint("value", { mode: "number" }).notNull().default(0),
});

/** The names of the site_counters rows, as the triggers write them. */
export const SITE_COUNTER = {
  users: "users",
  publishedCourses: "courses.published",
  consultations: (status: string) => `consultations.${status}`,
  stories: "success_stories",
  messages: "contacts",
} as const;

/** A course's enrolled learners (its students, shown everywhere) and how many completed it. */
export const courseStats = pgTable("course_stats", {
  courseId: uuid("course_id")
    .primaryKey()
    .references(() => courses.id, { onDelete: "cascade" }),
  students: integer("students").notNull().default(0),
  completions: integer("completions").notNull().default(0),
});

/**
 * Per Lagos day and course: the enrolments made that day (by created_at) and the ones completed
 * that day (by completed_at), as long as they still exist. The weekly charts sum the days.
 */
export const enrolmentDays = pgTable(
  "enrolment_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    enrolled: integer("enrolled").notNull().default(0),
    completed: integer("completed").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.courseId] })],
);

/**
 * Money taken per course, as revenue counts it: payments of more than ₦0 in NGN; `net` for paid
 * and refund_pending, `refunded` for refunded. `key` is the course's id, or `title:<title>` for
 * the sales of a deleted course (payments keep the title they were sold under).
 */
export const courseSales = pgTable("course_sales", {
  key: text("key").primaryKey(),
  courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
  courseTitle: text("course_title"),
  netKobo: bigint("net_kobo", { mode: "number" }).notNull().default(0),
  sales: integer("sales").notNull().default(0),
  refundedKobo: bigint("refunded_kobo", { mode: "number" }).notNull().default(0),
  refunds: integer("refunds").notNull().default(0),
});

/** The same figures per Lagos day the money arrived (paid_at). */
export const salesDays = pgTable("sales_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  netKobo: bigint("net_kobo", { mode: "number" }).notNull().default(0),
  sales: integer("sales").notNull().default(0),
  refundedKobo: bigint("refunded_kobo", { mode: "number" }).notNull().default(0),
  refunds: integer("refunds").notNull().default(0),
});
