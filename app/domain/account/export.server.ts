import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  account,
  certificates,
  consultations,
  contacts,
  courseEnrollments,
  courses,
  learningActivity,
  lessonProgress,
  lessons,
  notificationPreferences,
  notifications,
  phoneFactors,
  session,
  siteSettings,
  twoFactor,
  usedTotpCodes,
  user,
} from "~/db/schema";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "~/domain/notifications/notifications.server";

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
} as const;

const PROVIDER_NAMES: Record<string, string> = {
  credential: "E-mail and password",
  google: "Google",
  facebook: "Facebook",
};

/**
 * Everything we hold about one person (PRODUCT.md; Nigeria Data Protection Act: right of access),
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
      role: user.role,
      status: user.status,
      progressSummary: user.progress,
      twoFactorEnabled: user.twoFactorEnabled,
      banned: user.banned,
      banReason: user.banReason,
      banExpires: user.banExpires,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!profile) return null;

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
    ownedCourses,
    settingsChanged,
  ] = await Promise.all([
    db
      .select({
        providerId: account.providerId,
        createdAt: account.createdAt,
        updatedAt: account.updatedAt,
      })
      .from(account)
      .where(eq(account.userId, userId))
      .orderBy(asc(account.createdAt)),
    db
      .select({
        verified: twoFactor.verified,
        friendlyName: twoFactor.friendlyName,
        issuer: twoFactor.issuer,
        addedAt: twoFactor.createdAt,
      })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId)),
    db
      .select({
        phone: phoneFactors.phone,
        verifiedAt: phoneFactors.verifiedAt,
        pendingPhone: phoneFactors.pendingPhone,
        addedAt: phoneFactors.createdAt,
      })
      .from(phoneFactors)
      .where(eq(phoneFactors.userId, userId)),
    // When codes were used, never the codes (only their hashes are stored).
    db
      .select({ usedAt: usedTotpCodes.usedAt })
      .from(usedTotpCodes)
      .where(eq(usedTotpCodes.userId, userId))
      .orderBy(asc(usedTotpCodes.usedAt)),
    db
      .select({
        createdAt: session.createdAt,
        lastActiveAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    db
      .select({
        courseId: courseEnrollments.courseId,
        courseTitle: courses.title,
        progress: courseEnrollments.progress,
        watchSeconds: courseEnrollments.watchSeconds,
        score: courseEnrollments.score,
        completedAt: courseEnrollments.completedAt,
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
        watchedPercentage: lessonProgress.watchedPercentage,
        positionSeconds: lessonProgress.positionSeconds,
        completedAt: lessonProgress.completedAt,
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
        watchSeconds: learningActivity.watchSeconds,
        occurredAt: learningActivity.occurredAt,
      })
      .from(learningActivity)
      .innerJoin(courses, eq(courses.id, learningActivity.courseId))
      .leftJoin(lessons, eq(lessons.id, learningActivity.lessonId))
      .where(eq(learningActivity.userId, userId))
      .orderBy(asc(learningActivity.occurredAt)),
    db
      .select({
        code: certificates.code,
        courseId: certificates.courseId,
        learnerName: certificates.learnerName,
        courseTitle: certificates.courseTitle,
        instructor: certificates.instructor,
        category: certificates.category,
        duration: certificates.duration,
        score: certificates.score,
        issuedAt: certificates.issuedAt,
      })
      .from(certificates)
      .where(eq(certificates.userId, userId))
      .orderBy(asc(certificates.issuedAt)),
    db
      .select({
        id: consultations.id,
        plan: consultations.plan,
        name: consultations.name,
        email: consultations.email,
        phone: consultations.phone,
        farmSize: consultations.farmSize,
        cropType: consultations.cropType,
        preferredDate: consultations.preferredDate,
        preferredTime: consultations.preferredTime,
        message: consultations.message,
        status: consultations.status,
        createdAt: consultations.createdAt,
        updatedAt: consultations.updatedAt,
      })
      .from(consultations)
      .where(eq(consultations.userId, userId))
      .orderBy(asc(consultations.createdAt)),
    db
      .select({
        name: contacts.name,
        email: contacts.email,
        phone: contacts.phone,
        company: contacts.company,
        subject: contacts.subject,
        message: contacts.message,
        createdAt: contacts.createdAt,
      })
      .from(contacts)
      .where(eq(contacts.email, profile.email))
      .orderBy(asc(contacts.createdAt)),
    db
      .select({
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    db
      .select({
        courseUpdates: notificationPreferences.courseUpdates,
        progressAlerts: notificationPreferences.progressAlerts,
        certificateReady: notificationPreferences.certificateReady,
        systemNotifications: notificationPreferences.systemNotifications,
        updatedAt: notificationPreferences.updatedAt,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.ownerId, userId))
      .orderBy(asc(courses.title)),
    db
      .select({ key: siteSettings.key, updatedAt: siteSettings.updatedAt })
      .from(siteSettings)
      .where(eq(siteSettings.updatedBy, userId))
      .orderBy(asc(siteSettings.key)),
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
    staffRecords: {
      coursesOwned: ownedCourses,
      siteSettingsLastChangedByYou: settingsChanged,
    },
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof buildAccountExport>>>;
