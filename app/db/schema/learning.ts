import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user, userIdColumn } from "./auth";
import {
  COURSE_CATEGORY_SLUGS,
  COURSE_LEVELS,
  DURATION_UNITS,
  LANGUAGES,
  LESSON_TYPES,
  RESOURCE_KINDS,
} from "./enums";
import { createdAt, oneOf, updatedAt } from "./helpers";

export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    instructor: text("instructor").notNull(),
    // The staff account that owns the course (instructors manage their own); kept when they leave.
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    // Its length in English words ("3 weeks"), and as a number and unit that pages write in their
    // own language (app/domain/catalog/course-duration.ts); the pair is null for a length
    // that could not be read, which is shown as it was written.
    duration: text("duration").notNull(),
    durationAmount: integer("duration_amount"),
    durationUnit: text("duration_unit", { enum: DURATION_UNITS }),
    category: text("category").notNull(),
    level: text("level", { enum: COURSE_LEVELS }).notNull().default("Beginner"),
    // The language the course is taught in (its titles, lessons and quizzes stay in it).
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    // In integer kobo (₦1 = 100 kobo), like every amount of money (decision 0010); 0 means the
    // course is free (shown as "Free").
    priceKobo: integer("price_kobo").notNull().default(0),
    videoUrl: text("video_url"),
    thumbnail: text("thumbnail"),
    lessonsCount: integer("lessons_count").notNull().default(0),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(4.5),
    modules: jsonb("modules").$type<string[]>().notNull().default([]),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    isPublished: boolean("is_published").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("courses_category_check", oneOf(t.category, COURSE_CATEGORY_SLUGS)),
    check("courses_level_check", oneOf(t.level, COURSE_LEVELS)),
    check("courses_language_check", oneOf(t.language, LANGUAGES)),
    check("courses_price_kobo_check", sql`${t.priceKobo} >= 0`),
    check("courses_rating_check", sql`${t.rating} between 0 and 5`),
    check("courses_counts_check", sql`${t.lessonsCount} >= 0`),
    check(
      "courses_duration_check",
      sql`(${t.durationAmount} is null) = (${t.durationUnit} is null) and (${t.durationAmount} is null or ${t.durationAmount} between 1 and 999)`,
    ),
    check(
      "courses_duration_unit_check",
      sql`${t.durationUnit} is null or ${oneOf(t.durationUnit, DURATION_UNITS)}`,
    ),
    index("courses_published_created_idx").on(t.isPublished, t.createdAt),
    index("courses_category_idx").on(t.category),
    index("courses_owner_idx").on(t.ownerId),
    // The catalogue search (ILIKE '%phrase%' on title, description or instructor).
    index("courses_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("courses_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
    index("courses_instructor_trgm_idx").using("gin", t.instructor.op("gin_trgm_ops")),
  ],
);

/** Downloadable material of a course: an uploaded file (served by us) or a link. */
export const courseResources = pgTable(
  "course_resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: courseIdColumn(),
    title: text("title").notNull(),
    kind: text("kind", { enum: RESOURCE_KINDS }).notNull().default("file"),
    url: text("url").notNull(),
    mimeType: text("mime_type"),
    sizeBytes: integer("size_bytes"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("course_resources_kind_check", oneOf(t.kind, RESOURCE_KINDS)),
    index("course_resources_course_idx").on(t.courseId, t.sortOrder),
    // Which course an uploaded download belongs to, asked on every fetch of it (routes/uploads.ts).
    // Only our own /uploads/… addresses: short, and the only ones ever looked up.
    index("course_resources_upload_url_idx").on(t.url).where(sql`${t.url} like '/uploads/%'`),
  ],
);

/** The `course_id` of a course's rows: required, and deleted with the course. */
function courseIdColumn() {
  return uuid("course_id")
    .notNull()
    .references(() => courses.id, { onDelete: "cascade" });
}

export const lessons = pgTable(
  "lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: courseIdColumn(),
    orderIndex: integer("order_index").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    duration: text("duration").notNull(),
    durationSeconds: integer("duration_seconds"),
    type: text("type", { enum: LESSON_TYPES }).notNull().default("video"),
    videoUrl: text("video_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("lessons_type_check", oneOf(t.type, LESSON_TYPES)),
    check("lessons_order_check", sql`${t.orderIndex} >= 0`),
    index("lessons_course_order_idx").on(t.courseId, t.orderIndex),
    // Which course an uploaded video belongs to, asked on every range request of it while it
    // plays (routes/uploads.ts). Only /uploads/… addresses: a pasted link may be long.
    index("lessons_upload_video_url_idx")
      .on(t.videoUrl)
      .where(sql`${t.videoUrl} like '/uploads/%'`),
  ],
);

export const courseEnrollments = pgTable(
  "course_enrollments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    courseId: courseIdColumn(),
    progress: integer("progress").notNull().default(0),
    watchSeconds: integer("watch_seconds").notNull().default(0),
    score: integer("score"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The payment that bought a priced course; null for a free course. */
    paymentId: uuid("payment_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("course_enrollments_user_course_uq").on(t.userId, t.courseId),
    check("course_enrollments_progress_check", sql`${t.progress} between 0 and 100`),
    check(
      "course_enrollments_score_check",
      sql`${t.score} is null or ${t.score} between 0 and 100`,
    ),
    check("course_enrollments_watch_check", sql`${t.watchSeconds} >= 0`),
    index("course_enrollments_user_created_idx").on(t.userId, t.createdAt),
    index("course_enrollments_course_idx").on(t.courseId),
    // Analytics counts enrolments and completions per week of the last twelve: each reads only
    // its weeks from these instead of every enrolment. Most enrolments are not completed.
    index("course_enrollments_created_idx").on(t.createdAt),
    index("course_enrollments_completed_idx")
      .on(t.completedAt)
      .where(sql`${t.completedAt} is not null`),
  ],
);

export const lessonProgress = pgTable(
  "lesson_progress",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    courseId: courseIdColumn(),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    watchedPercentage: integer("watched_percentage").notNull().default(0),
    positionSeconds: integer("position_seconds").notNull().default(0),
    /** Watch seconds credited to this lesson (after the caps): what its completion is measured by. */
    watchSeconds: integer("watch_seconds").notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("lesson_progress_user_lesson_uq").on(t.userId, t.lessonId),
    check("lesson_progress_pct_check", sql`${t.watchedPercentage} between 0 and 100`),
    check("lesson_progress_position_check", sql`${t.positionSeconds} >= 0`),
    check("lesson_progress_watch_check", sql`${t.watchSeconds} >= 0`),
    index("lesson_progress_user_course_idx").on(t.userId, t.courseId),
    // Deleting a lesson or a course deletes their progress rows through the foreign keys: without
    // these, each lesson and the course read every learner's progress (3,000,000 rows, 3.6 s for
    // a course of ten lessons). Few distinct values: PostgreSQL keeps both small (deduplication).
    index("lesson_progress_lesson_idx").on(t.lessonId),
    index("lesson_progress_course_idx").on(t.courseId),
  ],
);

/**
 * Each learner's watch-time clock: the real time up to `credited_until` has been spent on watch
 * seconds already credited (in any course), so what a report may add is the time since, whatever
 * number of courses, tabs or phones report at once. Progress writes lock this row first: a
 * learner's reports are decided one batch at a time (app/domain/learning/progress.server.ts).
 */
export const watchClocks = pgTable("watch_clocks", {
  userId: userIdColumn().primaryKey(),
  creditedUntil: timestamp("credited_until", { withTimezone: true }).notNull(),
});

/** One row per stretch of watching: the source of hours learned, streaks and weekly figures. */
export const learningActivity = pgTable(
  "learning_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    courseId: courseIdColumn(),
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    watchSeconds: integer("watch_seconds").notNull().default(0),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("learning_activity_seconds_check", sql`${t.watchSeconds} >= 0`),
    index("learning_activity_user_time_idx").on(t.userId, t.occurredAt),
  ],
);

export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    userId: userIdColumn(),
    // Snapshot fields keep a certificate verifiable after the course is edited or removed.
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    learnerName: text("learner_name").notNull(),
    courseTitle: text("course_title").notNull(),
    instructor: text("instructor").notNull(),
    category: text("category").notNull().default("Agriculture"),
    duration: text("duration"),
    score: integer("score"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    // Set when the payment that bought the course was refunded: the code still answers on the
    // verification page, which says the certificate was withdrawn, so a copy shown to an
    // employer cannot pass for a valid one. Completing the course again after paying again
    // reinstates it with the same code.
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("certificates_user_course_uq").on(t.userId, t.courseId),
    check("certificates_score_check", sql`${t.score} is null or ${t.score} between 0 and 100`),
    index("certificates_user_issued_idx").on(t.userId, t.issuedAt),
  ],
);

/**
 * The progress reports a learner's phone queued while offline and sent later, by the id the phone
 * gave each one: a report sent twice (a lost answer, a second tab, Background Sync retrying) is
 * applied once. Kept while the learner's account exists; the phone forgets a report once answered.
 */
export const progressSyncReceipts = pgTable(
  "progress_sync_receipts",
  {
    userId: userIdColumn(),
    clientId: uuid("client_id").notNull(),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clientId] }),
    // Deleting a lesson deletes its receipts through the foreign key.
    index("progress_sync_receipts_lesson_idx").on(t.lessonId),
  ],
);
