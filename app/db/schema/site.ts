import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user, userIdColumn } from "./auth";
import {
  CONSULTATION_PLANS,
  CONSULTATION_STATUSES,
  CONSULTATION_TIMES,
  CONTACT_SUBJECT_VALUES,
  JOURNEY_TYPES,
  LANGUAGES,
  NOTIFICATION_TYPES,
  RESEARCH_CATEGORY_SLUGS,
} from "./enums";
import { createdAt, oneOf, updatedAt } from "./helpers";

export const consultations = pgTable(
  "consultations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Kept (unlinked) when the requester deletes their account: it is a business record.
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    farmSize: text("farm_size"),
    cropType: text("crop_type"),
    plan: text("plan", { enum: CONSULTATION_PLANS }).notNull(),
    preferredDate: date("preferred_date"),
    preferredTime: text("preferred_time"),
    message: text("message").notNull(),
    // The language of the page it was booked from: the requester's e-mails are written in it.
    locale: text("locale", { enum: LANGUAGES }).notNull().default("en"),
    status: text("status", { enum: CONSULTATION_STATUSES }).notNull().default("pending"),
    // The consultant holding the slot and the slot's start (Lagos date + hour), when the site has
    // consultants; older requests and sites without consultants keep only the preferred date.
    consultantId: text("consultant_id").references(() => user.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /**
     * Raised by every change of status or time: the calendar invite's SEQUENCE (RFC 5546), and
     * what the requester's reschedule and cancel links are signed with, so the next change voids
     * them.
     */
    sequence: integer("sequence").notNull().default(0),
    /**
     * Where the requester wants the booking's messages, in the order tried (WhatsApp, SMS,
     * e-mail): chosen on the form. WhatsApp and SMS wait for `phone_confirmed_at`.
     */
    channels: text("channels").array().notNull().default(sql`'{email}'::text[]`),
    /** When the requester confirmed the phone number from the link texted to it. */
    phoneConfirmedAt: timestamp("phone_confirmed_at", { withTimezone: true }),
    /**
     * Until when a pending request holds its hour (issue 34): set for a booking with no account
     * and no confirmed number, so a stranger's request keeps a consultant's hour for a few hours
     * at most. Null: held while live (an account's booking, a confirmed number, or confirmed by
     * staff, who decide). After it, the free-slot queries ignore the hold, and the next booking
     * of that hour releases it (startsAt cleared; the wished date and hour stay for staff).
     */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("consultations_plan_check", oneOf(t.plan, CONSULTATION_PLANS)),
    check("consultations_status_check", oneOf(t.status, CONSULTATION_STATUSES)),
    check(
      "consultations_time_check",
      sql`${t.preferredTime} is null or ${oneOf(t.preferredTime, CONSULTATION_TIMES)}`,
    ),
    index("consultations_created_idx").on(t.createdAt),
    index("consultations_status_created_idx").on(t.status, t.createdAt),
    index("consultations_user_created_idx").on(t.userId, t.createdAt),
    // Never two live bookings of one consultant's hour, however many requests race for it.
    uniqueIndex("consultations_consultant_slot_uq")
      .on(t.consultantId, t.startsAt)
      .where(
        sql`${t.status} in ('pending', 'confirmed') and ${t.consultantId} is not null and ${t.startsAt} is not null`,
      ),
    index("consultations_starts_idx").on(t.startsAt),
  ],
);

/** A consultant's working hours on one weekday (0 Sunday … 6 Saturday), whole hours in Lagos. */
export const consultantHours = pgTable(
  "consultant_hours",
  {
    userId: userIdColumn(),
    weekday: integer("weekday").notNull(),
    fromHour: integer("from_hour").notNull(),
    toHour: integer("to_hour").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.weekday] }),
    check("consultant_hours_weekday_check", sql`${t.weekday} between 0 and 6`),
    check(
      "consultant_hours_range_check",
      sql`${t.fromHour} between 0 and 23 and ${t.toHour} between 1 and 24 and ${t.fromHour} < ${t.toHour}`,
    ),
  ],
);

/** A date a consultant does not work (Lagos). */
export const consultantDaysOff = pgTable(
  "consultant_days_off",
  {
    userId: userIdColumn(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    subject: text("subject").notNull().default("general"),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check("contacts_subject_check", oneOf(t.subject, CONTACT_SUBJECT_VALUES)),
    index("contacts_created_idx").on(t.createdAt),
    // A learner's own messages in their account-data export, oldest first.
    index("contacts_email_created_idx").on(t.email, t.createdAt),
    // The admin Messages search (every word ILIKE '%word%' in the name, e-mail or message).
    index("contacts_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("contacts_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("contacts_message_trgm_idx").using("gin", t.message.op("gin_trgm_ops")),
  ],
);

export const journeyContent = pgTable(
  "journey_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    type: text("type", { enum: JOURNEY_TYPES }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    content: text("content").notNull().default(""),
    author: text("author").notNull().default("Admin"),
    isPublished: boolean("is_published").notNull().default(false),
    thumbnail: text("thumbnail"),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
    location: text("location"),
    views: integer("views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    readTime: text("read_time"),
    attendees: integer("attendees"),
    speakers: jsonb("speakers").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("journey_content_type_check", oneOf(t.type, JOURNEY_TYPES)),
    check("journey_content_counts_check", sql`${t.views} >= 0 and ${t.likes} >= 0`),
    index("journey_content_published_date_idx").on(t.isPublished, t.date),
    index("journey_content_type_date_idx").on(t.type, t.date),
    index("journey_content_created_idx").on(t.createdAt),
    // The admin Content list of one type, newest first, paged by keyset.
    index("journey_content_type_created_idx").on(t.type, t.createdAt),
    // The journey search (every word ILIKE '%word%' in title, description or author).
    index("journey_content_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("journey_content_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
    index("journey_content_author_trgm_idx").using("gin", t.author.op("gin_trgm_ops")),
  ],
);

export const successStories = pgTable(
  "success_stories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    location: text("location"),
    content: text("content").notNull(),
    rating: integer("rating").notNull().default(5),
    avatarUrl: text("avatar_url"),
    isFeatured: boolean("is_featured").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("success_stories_rating_check", sql`${t.rating} between 1 and 5`),
    index("success_stories_featured_created_idx").on(t.isFeatured, t.createdAt),
    // The admin Stories list, newest first, paged by keyset.
    index("success_stories_created_idx").on(t.createdAt),
  ],
);

export const siteStats = pgTable(
  "site_stats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    farmersTrained: integer("farmers_trained").notNull().default(0),
    certificatesIssued: integer("certificates_issued").notNull().default(0),
    yieldImprovement: integer("yield_improvement").notNull().default(0),
    sustainableProjects: integer("sustainable_projects").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "site_stats_non_negative_check",
      sql`${t.farmersTrained} >= 0 and ${t.certificatesIssued} >= 0 and ${t.yieldImprovement} >= 0 and ${t.sustainableProjects} >= 0`,
    ),
    index("site_stats_updated_idx").on(t.updatedAt),
  ],
);

/** Key/value site settings; the value of each key is validated by the settings zod schema. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

export const researchPapers = pgTable(
  "research_papers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    authors: text("authors").notNull(),
    category: text("category").notNull(),
    abstract: text("abstract").notNull(),
    publishedOn: date("published_on").notNull(),
    fileUrl: text("file_url").notNull(),
    fileType: text("file_type").notNull().default("PDF"),
    fileSizeBytes: integer("file_size_bytes").notNull().default(0),
    downloads: integer("downloads").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("research_papers_category_check", oneOf(t.category, RESEARCH_CATEGORY_SLUGS)),
    check("research_papers_downloads_check", sql`${t.downloads} >= 0`),
    index("research_papers_published_idx").on(t.isPublished, t.publishedOn),
    index("research_papers_category_idx").on(t.category),
    // The papers search (every word ILIKE '%word%' in title, authors or abstract).
    index("research_papers_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("research_papers_authors_trgm_idx").using("gin", t.authors.op("gin_trgm_ops")),
    index("research_papers_abstract_trgm_idx").using("gin", t.abstract.op("gin_trgm_ops")),
  ],
);

export const researchDatasets = pgTable(
  "research_datasets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    format: text("format").notNull(),
    fileUrl: text("file_url").notNull(),
    fileSizeBytes: integer("file_size_bytes").notNull().default(0),
    downloads: integer("downloads").notNull().default(0),
    lastUpdated: date("last_updated").notNull(),
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("research_datasets_downloads_check", sql`${t.downloads} >= 0`),
    index("research_datasets_published_idx").on(t.isPublished, t.lastUpdated),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull().default("info"),
    title: text("title").notNull(),
    message: text("message").notNull(),
    // The language the title and message were written in (the recipient's at the time).
    locale: text("locale", { enum: LANGUAGES }).notNull().default("en"),
    // What it says as a message key and parameters (app/domain/notifications/notice.ts), written
    // in the reader's language when read; null for announcements, shown as written.
    notice: jsonb("notice"),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("notifications_type_check", oneOf(t.type, NOTIFICATION_TYPES)),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  courseUpdates: boolean("course_updates").notNull().default(true),
  progressAlerts: boolean("progress_alerts").notNull().default(true),
  certificateReady: boolean("certificate_ready").notNull().default(true),
  systemNotifications: boolean("system_notifications").notNull().default(true),
  updatedAt: updatedAt(),
});
