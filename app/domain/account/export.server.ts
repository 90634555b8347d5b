import { asc, eq, getTableColumns, type SQL, type Table } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import {
  account,
  certificates,
  consultations,
  contacts,
  coupons,
  courseEnrollments,
  courses,
  learningActivity,
  lessonProgress,
  lessons,
  notificationPreferences,
  notifications,
  payments,
  phoneFactors,
  session,
  siteSettings,
  twoFactor,
  usedTotpCodes,
  user,
} from "~/db/schema";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "~/domain/notifications/notifications.server";
import { formatKobo, formatVatRate, vatPartOf } from "~/domain/payments/money";

/**
 * Where each table holding a `user_id` appears in account-data.json. A test compares this with
 * the schema, so a table added later cannot be left out of the export (or out of deletion).
 */
export const EXPORTED_USER_TABLES = {
  session: "sessions",
  account: "signInMethods",
  two_factor: "twoFactor",
  used_totp_codes: "usedTwoFactorCodes",
  phone_factors: "twoFactorPhone",
  course_enrollments: "enrolments",
  lesson_progress: "lessonProgress",
  learning_activity: "learningActivity",
  certificates: "certificates",
  consultations: "consultations",
  notifications: "notifications",
  notification_preferences: "notificationPreferences",
  payments: "payments",
} as const;

const PROVIDER_NAMES: Record<string, string> = {
  credential: "E-mail and password",
  google: "Google",
  facebook: "Facebook",
};

const PAYMENT_PROVIDER_NAMES: Record<string, string> = {
  paystack: "Paystack",
  flutterwave: "Flutterwave",
  test: "Test gateway (no real money)",
  none: "None (free with a coupon)",
};

/** The named columns of `table`, each under its own name: the select list of an export section. */
function columns<T extends Table, const K extends keyof T["_"]["columns"] & string>(
  table: T,
  names: readonly K[],
): Pick<T["_"]["columns"], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T["_"]["columns"], K>;
}

/** `fields` of the rows of `table` that `where` picks, first by `order` when given. */
function rowsOf<T extends SelectedFields>(
  db: Database,
  query: { table: PgTable; fields: T; where: SQL; order?: PgColumn },
) {
  const rows = db.select(query.fields).from(query.table).where(query.where).$dynamic();
  return query.order ? rows.orderBy(asc(query.order)) : rows;
}

/**
 * Everything we hold about one person (Nigeria Data Protection Act: right of access),
 * as one JSON document. Secrets are left out on purpose: no password hash, no session or OAuth
 * tokens, no two-factor secret. Every query is keyed by `userId` (contact messages by the
 * account's e-mail, since the contact form does not link them to accounts).
 */
export async function buildAccountExport(db: Database, userId: string, appUrl: string) {
  const [profile] = await db
    .select({
      id: user.id,
      fullName: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      phone: user.phone,
      avatarUrl: user.image,
      ...columns(user, ["role", "status"]),
      progressSummary: user.progress,
      ...columns(user, [
        "twoFactorEnabled",
        "banned",
        "banReason",
        "banExpires",
        "createdAt",
        "updatedAt",
      ]),
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!profile) return null;

  const mine = <T extends SelectedFields>(
    table: PgTable,
    fields: T,
    owner: PgColumn,
    order?: PgColumn,
  ) => rowsOf(db, { table, fields, where: eq(owner, userId), order });
  const [
    accounts,
    twoFactorRows,
    phoneRows,
    usedCodes,
    sessions,
    enrolments,
    progress,
    activity,
    issued,
    bookings,
    messages,
    inbox,
    preferences,
    paymentRows,
    ownedCourses,
    settingsChanged,
    couponsCreated,
    refundsRequested,
  ] = await Promise.all([
    mine(
      account,
      columns(account, ["providerId", "createdAt", "updatedAt"]),
      account.userId,
      account.createdAt,
    ),
    mine(
      twoFactor,
      {
        ...columns(twoFactor, ["verified", "friendlyName", "issuer"]),
        addedAt: twoFactor.createdAt,
      },
      twoFactor.userId,
    ),
    mine(
      phoneFactors,
      {
        ...columns(phoneFactors, ["phone", "verifiedAt", "pendingPhone"]),
        addedAt: phoneFactors.createdAt,
      },
      phoneFactors.userId,
    ),
    // When codes were used, never the codes (only their hashes are stored).
    mine(
      usedTotpCodes,
      columns(usedTotpCodes, ["usedAt"]),
      usedTotpCodes.userId,
      usedTotpCodes.usedAt,
    ),
    mine(
      session,
      {
        createdAt: session.createdAt,
        lastActiveAt: session.updatedAt,
        ...columns(session, ["expiresAt", "ipAddress", "userAgent"]),
      },
      session.userId,
      session.createdAt,
    ),
    db
      .select({
        courseId: courseEnrollments.courseId,
        courseTitle: courses.title,
        ...columns(courseEnrollments, ["progress", "watchSeconds", "score", "completedAt"]),
        enrolledAt: courseEnrollments.createdAt,
        updatedAt: courseEnrollments.updatedAt,
      })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .where(eq(courseEnrollments.userId, userId))
      .orderBy(asc(courseEnrollments.createdAt)),
    db
      .select({
        courseId: lessonProgress.courseId,
        courseTitle: courses.title,
        lessonId: lessonProgress.lessonId,
        lessonTitle: lessons.title,
        ...columns(lessonProgress, ["watchedPercentage", "positionSeconds", "completedAt"]),
        startedAt: lessonProgress.createdAt,
        updatedAt: lessonProgress.updatedAt,
      })
      .from(lessonProgress)
      .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .where(eq(lessonProgress.userId, userId))
      .orderBy(asc(lessonProgress.createdAt)),
    db
      .select({
        courseId: learningActivity.courseId,
        courseTitle: courses.title,
        lessonId: learningActivity.lessonId,
        lessonTitle: lessons.title,
        ...columns(learningActivity, ["watchSeconds", "occurredAt"]),
      })
      .from(learningActivity)
      .innerJoin(courses, eq(courses.id, learningActivity.courseId))
      .leftJoin(lessons, eq(lessons.id, learningActivity.lessonId))
      .where(eq(learningActivity.userId, userId))
      .orderBy(asc(learningActivity.occurredAt)),
    mine(
      certificates,
      columns(certificates, [
        "code",
        "courseId",
        "learnerName",
        "courseTitle",
        "instructor",
        "category",
        "duration",
        "score",
        "issuedAt",
      ]),
      certificates.userId,
      certificates.issuedAt,
    ),
    mine(
      consultations,
      columns(consultations, [
        "id",
        "plan",
        "name",
        "email",
        "phone",
        "farmSize",
        "cropType",
        "preferredDate",
        "preferredTime",
        "message",
        "status",
        "createdAt",
        "updatedAt",
      ]),
      consultations.userId,
      consultations.createdAt,
    ),
    rowsOf(db, {
      table: contacts,
      fields: columns(contacts, [
        "name",
        "email",
        "phone",
        "company",
        "subject",
        "message",
        "createdAt",
      ]),
      where: eq(contacts.email, profile.email),
      order: contacts.createdAt,
    }),
    mine(
      notifications,
      columns(notifications, ["type", "title", "message", "link", "readAt", "createdAt"]),
      notifications.userId,
      notifications.createdAt,
    ),
    mine(
      notificationPreferences,
      columns(notificationPreferences, [
        "courseUpdates",
        "progressAlerts",
        "certificateReady",
        "systemNotifications",
        "updatedAt",
      ]),
      notificationPreferences.userId,
    ),
    // Payments keep their copy of the payer's name and e-mail (as on the receipt).
    mine(
      payments,
      columns(payments, [
        "reference",
        "courseId",
        "courseTitle",
        "listPriceKobo",
        "discountKobo",
        "amountKobo",
        "currency",
        "vatRateBps",
        "couponCode",
        "provider",
        "status",
        "failureReason",
        "receiptNumber",
        "payerName",
        "email",
        "createdAt",
        "paidAt",
        "refundedAt",
        "updatedAt",
      ]),
      payments.userId,
      payments.createdAt,
    ),
    mine(courses, columns(courses, ["id", "title"]), courses.ownerId, courses.title),
    mine(
      siteSettings,
      columns(siteSettings, ["key", "updatedAt"]),
      siteSettings.updatedBy,
      siteSettings.key,
    ),
    mine(coupons, columns(coupons, ["code", "createdAt"]), coupons.createdBy, coupons.createdAt),
    mine(
      payments,
      columns(payments, ["reference", "status", "refundedAt"]),
      payments.refundRequestedBy,
      payments.createdAt,
    ),
  ]);

  const savedPreferences = preferences[0];
  return {
    exportedAt: new Date().toISOString(),
    about:
      "Everything AFA Academy holds about your account. Passwords, sign-in tokens and " +
      "two-factor secrets are never included: we store passwords only as one-way hashes.",
    profile,
    signInMethods: accounts.map((a) => ({
      provider: PROVIDER_NAMES[a.providerId] ?? a.providerId,
      linkedAt: a.createdAt,
      updatedAt: a.updatedAt,
    })),
    twoFactor: {
      enabled: Boolean(profile.twoFactorEnabled) || twoFactorRows.some((r) => r.verified),
      factors: twoFactorRows.map((r) => ({
        type: "totp",
        friendlyName: r.friendlyName,
        issuer: r.issuer,
        verified: Boolean(r.verified),
        addedAt: r.addedAt,
      })),
    },
    usedTwoFactorCodes: usedCodes,
    twoFactorPhone: phoneRows[0] ?? null,
    sessions,
    enrolments,
    lessonProgress: progress,
    learningActivity: activity,
    certificates: issued.map((c) => ({
      ...c,
      verificationUrl: `${appUrl}/certificates/${encodeURIComponent(c.code)}`,
    })),
    consultations: bookings,
    contactMessages: {
      note:
        "The contact form does not link messages to accounts: these are the messages sent " +
        "with your account's e-mail address.",
      messages,
    },
    notifications: inbox,
    notificationPreferences: savedPreferences
      ? { ...savedPreferences, saved: true }
      : { ...DEFAULT_NOTIFICATION_PREFERENCES, saved: false, updatedAt: null },
    // Amounts in kobo (₦1 = 100 kobo), as stored, and in naira for reading.
    payments: paymentRows.map((p) => ({
      ...p,
      listPrice: formatKobo(p.listPriceKobo),
      discount: formatKobo(p.discountKobo),
      amount: formatKobo(p.amountKobo),
      vatRate: formatVatRate(p.vatRateBps),
      vatKobo: vatPartOf(p.amountKobo, p.vatRateBps).vatKobo,
      providerName: PAYMENT_PROVIDER_NAMES[p.provider] ?? p.provider,
    })),
    staffRecords: {
      coursesOwned: ownedCourses,
      siteSettingsLastChangedByYou: settingsChanged,
      couponsCreated,
      refundsRequestedByYou: refundsRequested,
    },
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof buildAccountExport>>>;
