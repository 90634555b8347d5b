// better-auth's tables (core + the admin, twoFactor and jwt plugins). The user row also carries the
// academy profile of the specs (full name = `name`, phone, role, status, is_admin, progress).
import { relations, sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { ACCOUNT_STATUSES, LANGUAGES, ROLES, VIDEO_QUALITIES } from "./enums";
import { createdAt, oneOf, updatedAt } from "./helpers";

export type ProgressSummary = {
  coursesEnrolled: number;
  coursesCompleted: number;
  certificatesEarned: number;
  hoursLearned: number;
  averageScore: number | null;
  progressRate: number;
  streakDays: number;
  lastUpdated: string;
};

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    phone: text("phone"),
    // The language chosen with the switcher: e-mails, text messages, certificates and receipts use it.
    locale: text("locale", { enum: LANGUAGES }).notNull().default("en"),
    // Which copy of a lesson video plays (and downloads) unless the learner picks another.
    videoQuality: text("video_quality", { enum: VIDEO_QUALITIES }).notNull().default("data-saver"),
    // A staff member who takes consultations: the booking form offers their free hours.
    isConsultant: boolean("is_consultant").notNull().default(false),
    /**
     * Where the account wants its consultation messages (WhatsApp, SMS, e-mail; Notifications
     * settings). WhatsApp and SMS wait for `phone_confirmed_at`, cleared when the phone changes.
     */
    messageChannels: text("message_channels").array().notNull().default(sql`'{email}'::text[]`),
    phoneConfirmedAt: timestamp("phone_confirmed_at", { withTimezone: true }),
    /** A consultant's session length per plan, in minutes (60 for a plan not set). */
    sessionMinutes: jsonb("session_minutes")
      .$type<Partial<Record<"Beginner" | "Intermediate" | "Advanced", number>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    status: text("status", { enum: ACCOUNT_STATUSES }).notNull().default("pending"),
    // is_admin is true exactly when role = admin, so the database derives it.
    isAdmin: boolean("is_admin").notNull().generatedAlwaysAs(sql`role = 'admin'`),
    progress: jsonb("progress").$type<ProgressSummary>(),
    twoFactorEnabled: boolean("two_factor_enabled").default(false),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("user_role_check", oneOf(t.role, ROLES)),
    check("user_status_check", oneOf(t.status, ACCOUNT_STATUSES)),
    check("user_video_quality_check", oneOf(t.videoQuality, VIDEO_QUALITIES)),
    index("user_created_at_idx").on(t.createdAt),
    index("user_role_status_idx").on(t.role, t.status),
    // The admin Users search (ILIKE '%word%' on name or e-mail) and the Payments search by the
    // start of the payer's current e-mail: trigram indexes (pg_trgm) answer both ILIKE forms.
    index("user_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("user_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);

/** The `user_id` of a person's own rows: required, and deleted with their account. */
export function userIdColumn() {
  return text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
}

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: userIdColumn(),
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userIdColumn(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: userIdColumn(),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    // Ours, beside better-auth's columns (a factor has a friendly name and an issuer).
    friendlyName: text("friendly_name"),
    issuer: text("issuer"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index("two_factor_secret_idx").on(t.secret),
    index("two_factor_user_id_idx").on(t.userId),
  ],
);

/**
 * Authenticator codes already accepted (hashed), so each code signs in once: a code stays valid
 * for up to 90 seconds, and someone watching the screen must not reuse it in that time.
 */
export const usedTotpCodes = pgTable(
  "used_totp_codes",
  {
    userId: userIdColumn(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

export const jwks = pgTable("jwks", {
  id: text("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  alg: text("alg"),
  crv: text("crv"),
});

/**
 * The phone factor (factor_type phone): codes by text message to a number the user
 * proved they receive. While a new number is being confirmed it waits in the pending_* columns,
 * and the confirmed one (if any) keeps working.
 */
export const phoneFactors = pgTable("phone_factors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  phone: text("phone"),
  friendlyName: text("friendly_name"),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  pendingPhone: text("pending_phone"),
  pendingCodeHash: text("pending_code_hash"),
  pendingExpiresAt: timestamp("pending_expires_at", { withTimezone: true }),
  pendingAttempts: integer("pending_attempts").notNull().default(0),
  pendingSentAt: timestamp("pending_sent_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// For better-auth's joins (`advanced.database.joins`): a session and its user, an account and its
// user, are read in one statement instead of two (the session is read on every signed-in request).
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
