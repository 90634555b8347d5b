import { and, asc, eq, getTableColumns, inArray, type SQL, sql, type Table } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import {
  account,
  certificates,
  consultantDaysOff,
  consultantHours,
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
  progressSyncReceipts,
  quizAnswers,
  quizAttempts,
  quizzes,
  session,
  siteSettings,
  twoFactor,
  usedTotpCodes,
  user,
  watchClocks,
} from "~/db/schema";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "~/domain/notifications/notifications.server";
import { formatVatRate, vatPartOf } from "~/domain/payments/money";
import { formatNaira } from "~/lib/format";
import { collectJson, JsonBatches, prettyJsonStream } from "~/lib/json-stream";

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
  quiz_attempts: "quizAttempts",
  progress_sync_receipts: "offlineProgressReports",
  watch_clocks: "watchTimeClock",
  consultant_hours: "consultantHours",
  consultant_days_off: "consultantDaysOff",
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

/** Rows read per round trip for the sections that can grow without limit. */
const EXPORT_BATCH = 500;

/** Where a batch ended: the keyset (time, id), the time as PostgreSQL's own text (microseconds). */
type BatchKey = { keyAt: string; keyId: string };

/** The select fields, the condition and the order of a keyset on (time, id), oldest first. */
function keyset(time: PgColumn, id: PgColumn) {
  return {
    fields: { keyAt: sql<string>`${time}::text`, keyId: sql<string>`${id}::text` },
    after: (last: BatchKey | null): SQL | undefined =>
      last ? sql`(${time}, ${id}) > (${last.keyAt}::timestamptz, ${last.keyId})` : undefined,
    order: [asc(time), asc(id)] as const,
  };
}

/**
 * A section read `size` rows at a time, each batch only when the file needs it, so a learner
 * with years of activity never sits in memory whole. `fetch` continues after `last`.
 */
function inBatches<Row extends BatchKey, T>(
  size: number,
  fetch: (last: BatchKey | null, limit: number) => Promise<Row[]>,
  shape: (row: Omit<Row, keyof BatchKey>) => T,
): JsonBatches<T> {
  return new JsonBatches(async function* () {
    let last: BatchKey | null = null;
    for (;;) {
      const rows = await fetch(last, size);
      yield rows.map(({ keyAt: _at, keyId: _id, ...row }) => shape(row));
      const end = rows.at(-1);
      if (!end || rows.length < size) return;
      last = { keyAt: end.keyAt, keyId: end.keyId };
    }
  });
}

type ExportOptions = { now?: Date; batchSize?: number };

/**
 * Everything we hold about one person (Nigeria Data Protection Act: right of access),
 * as one JSON document. Secrets are left out on purpose: no password hash, no session or OAuth
 * tokens, no two-factor secret. Every query is keyed by `userId` (contact messages by the
 * account's e-mail, since the contact form does not link them to accounts). The sections that
 * grow with use (sessions, lesson progress, learning activity, notifications, payments) are
 * JsonBatches, read in keyset batches only as the document is written; the rest is read at once.
 */
async function accountExportDocument(
  db: Database,
  userId: string,
  appUrl: string,
  { now = new Date(), batchSize = EXPORT_BATCH }: ExportOptions = {},
) {
  const [profile] = await db
    .select({
      id: user.id,
      fullName: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      phone: user.phone,
      avatarUrl: user.image,
      ...columns(user, [
        "role",
        "status",
        "locale",
        "videoQuality",
        "messageChannels",
        "phoneConfirmedAt",
      ]),
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
    enrolments,
    issued,
    bookings,
    messages,
    preferences,
    ownedCourses,
    settingsChanged,
    couponsCreated,
    refundsRequested,
    offlineReports,
    hours,
    daysOff,
    clock,
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
    // The ids of progress reports the phone sent from offline (the progress is in lessonProgress).
    mine(
      progressSyncReceipts,
      columns(progressSyncReceipts, ["clientId", "lessonId", "createdAt"]),
      progressSyncReceipts.userId,
      progressSyncReceipts.createdAt,
    ),
    mine(
      consultantHours,
      columns(consultantHours, ["weekday", "fromHour", "toHour"]),
      consultantHours.userId,
      consultantHours.weekday,
    ),
    mine(
      consultantDaysOff,
      columns(consultantDaysOff, ["day"]),
      consultantDaysOff.userId,
      consultantDaysOff.day,
    ),
    // Up to when real time has been spent on the watch seconds credited to you.
    mine(watchClocks, columns(watchClocks, ["creditedUntil"]), watchClocks.userId),
  ]);

  const sessionKey = keyset(session.createdAt, session.id);
  const sessions = inBatches(
    batchSize,
    (last, limit) =>
      db
        .select({
          createdAt: session.createdAt,
          lastActiveAt: session.updatedAt,
          ...columns(session, ["expiresAt", "ipAddress", "userAgent"]),
          ...sessionKey.fields,
        })
        .from(session)
        .where(and(eq(session.userId, userId), sessionKey.after(last)))
        .orderBy(...sessionKey.order)
        .limit(limit),
    (row) => row,
  );
  const progressKey = keyset(lessonProgress.createdAt, lessonProgress.id);
  const progress = inBatches(
    batchSize,
    (last, limit) =>
      db
        .select({
          courseId: lessonProgress.courseId,
          courseTitle: courses.title,
          lessonId: lessonProgress.lessonId,
          lessonTitle: lessons.title,
          ...columns(lessonProgress, [
            "watchedPercentage",
            "positionSeconds",
            "watchSeconds",
            "completedAt",
          ]),
          startedAt: lessonProgress.createdAt,
          updatedAt: lessonProgress.updatedAt,
          ...progressKey.fields,
        })
        .from(lessonProgress)
        .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
        .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
        .where(and(eq(lessonProgress.userId, userId), progressKey.after(last)))
        .orderBy(...progressKey.order)
        .limit(limit),
    (row) => row,
  );
  const activityKey = keyset(learningActivity.occurredAt, learningActivity.id);
  const activity = inBatches(
    batchSize,
    (last, limit) =>
      db
        .select({
          courseId: learningActivity.courseId,
          courseTitle: courses.title,
          lessonId: learningActivity.lessonId,
          lessonTitle: lessons.title,
          ...columns(learningActivity, ["watchSeconds", "occurredAt"]),
          ...activityKey.fields,
        })
        .from(learningActivity)
        .innerJoin(courses, eq(courses.id, learningActivity.courseId))
        .leftJoin(lessons, eq(lessons.id, learningActivity.lessonId))
        .where(and(eq(learningActivity.userId, userId), activityKey.after(last)))
        .orderBy(...activityKey.order)
        .limit(limit),
    (row) => row,
  );
  const inboxKey = keyset(notifications.createdAt, notifications.id);
  const inbox = inBatches(
    batchSize,
    (last, limit) =>
      db
        .select({
          ...columns(notifications, ["type", "title", "message", "link", "readAt", "createdAt"]),
          ...inboxKey.fields,
        })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), inboxKey.after(last)))
        .orderBy(...inboxKey.order)
        .limit(limit),
    (row) => row,
  );
  // Payments keep their copy of the payer's name and e-mail (as on the receipt).
  const paymentKey = keyset(payments.createdAt, payments.id);
  const paymentRows = inBatches(
    batchSize,
    (last, limit) =>
      db
        .select({
          ...columns(payments, [
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
          ...paymentKey.fields,
        })
        .from(payments)
        .where(and(eq(payments.userId, userId), paymentKey.after(last)))
        .orderBy(...paymentKey.order)
        .limit(limit),
    // Amounts in kobo (₦1 = 100 kobo), as stored, and in naira for reading.
    (p) => ({
      ...p,
      listPrice: formatNaira(p.listPriceKobo),
      discount: formatNaira(p.discountKobo),
      amount: formatNaira(p.amountKobo),
      vatRate: formatVatRate(p.vatRateBps),
      vatKobo: vatPartOf(p.amountKobo, p.vatRateBps).vatKobo,
      providerName: PAYMENT_PROVIDER_NAMES[p.provider] ?? p.provider,
    }),
  );

  // Quiz attempts with what the learner answered to each question they were given: the
  // questions as asked, never their right answers (another learner may still take the quiz).
  const attemptKey = keyset(quizAttempts.createdAt, quizAttempts.id);
  const attempts = inBatches(
    batchSize,
    async (last, limit) => {
      const rows = await db
        .select({
          quizId: quizAttempts.quizId,
          quizTitle: quizzes.title,
          courseId: quizzes.courseId,
          ...columns(quizAttempts, [
            "number",
            "status",
            "startedAt",
            "deadlineAt",
            "submittedAt",
            "score",
            "passed",
            "timedOut",
            "marksEarned",
            "marksTotal",
            "questions",
          ]),
          attemptId: quizAttempts.id,
          ...attemptKey.fields,
        })
        .from(quizAttempts)
        .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
        .where(and(eq(quizAttempts.userId, userId), attemptKey.after(last)))
        .orderBy(...attemptKey.order)
        .limit(limit);
      const given =
        rows.length === 0
          ? []
          : await db
              .select(
                columns(quizAnswers, ["attemptId", "questionId", "answer", "savedAt", "credit"]),
              )
              .from(quizAnswers)
              .where(
                inArray(
                  quizAnswers.attemptId,
                  rows.map((r) => r.attemptId),
                ),
              );
      return rows.map(({ questions, attemptId, ...row }) => ({
        ...row,
        answers: questions.map((q) => {
          const answer = given.find((a) => a.attemptId === attemptId && a.questionId === q.id);
          return {
            question: q.prompt,
            marks: q.marks,
            answer: answer?.answer ?? null,
            savedAt: answer?.savedAt ?? null,
            shareOfMarksEarned: answer?.credit ?? null,
          };
        }),
      }));
    },
    (row) => row,
  );

  const savedPreferences = preferences[0];
  return {
    exportedAt: now.toISOString(),
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
    quizAttempts: attempts,
    notificationPreferences: savedPreferences
      ? { ...savedPreferences, saved: true }
      : { ...DEFAULT_NOTIFICATION_PREFERENCES, saved: false, updatedAt: null },
    payments: paymentRows,
    offlineProgressReports: offlineReports,
    watchTimeClock: clock[0] ?? null,
    consultantHours: hours,
    consultantDaysOff: daysOff,
    staffRecords: {
      coursesOwned: ownedCourses,
      siteSettingsLastChangedByYou: settingsChanged,
      couponsCreated,
      refundsRequestedByYou: refundsRequested,
    },
  };
}

/** The whole document as one value (every section read into memory). */
export async function buildAccountExport(
  db: Database,
  userId: string,
  appUrl: string,
  options: ExportOptions = {},
) {
  const document = await accountExportDocument(db, userId, appUrl, options);
  return document && collectJson(document);
}

/**
 * account-data.json as a stream: the bytes of JSON.stringify(buildAccountExport(…), null, 2) and
 * a line break, the growing sections fetched a batch at a time as the client reads. Null when
 * there is no such user.
 */
export async function streamAccountExport(
  db: Database,
  userId: string,
  appUrl: string,
  options: ExportOptions = {},
): Promise<ReadableStream<Uint8Array> | null> {
  const document = await accountExportDocument(db, userId, appUrl, options);
  return document && prettyJsonStream(document);
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof buildAccountExport>>>;
