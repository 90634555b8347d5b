// Test helpers of the export and deletion tests (not app code): one row for the user in every
// table that holds their data, and the list of those tables read from the Drizzle schema itself.
import { randomUUID } from "node:crypto";
import { count, eq, is } from "drizzle-orm";
import { getTableConfig, type PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";

export type UserTable = { name: string; userId: PgColumn };

/** Every table of the schema with a `user_id` column: where a person's data can live. */
export function tablesWithUserId(): UserTable[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      const column = config.columns.find((c) => c.name === "user_id");
      return column ? [{ name: config.name, userId: column }] : [];
    });
}

/** How many rows of `table` belong to `userId`. */
export async function rowsOf(db: Database, table: UserTable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table.userId.table)
    .where(eq(table.userId, userId));
  return row?.n ?? 0;
}

let sequence = 0;

/**
 * Gives `user` a row in every table of their data (and a course of their own to learn in), the
 * way the app would have written them. Returns what it created, for assertions.
 */
export async function fillUserData(
  db: Database,
  user: { id: string; email: string; name: string },
) {
  sequence += 1;
  const tag = `${sequence}-${randomUUID().slice(0, 8)}`;
  const [course] = await db
    .insert(schema.courses)
    .values({
      slug: `fixture-course-${tag}`,
      title: `Fixture Course ${tag}`,
      description: "A course for the account tests.",
      instructor: "Dr. Test",
      duration: "1 hour",
      category: "crops",
      isPublished: true,
      lessonsCount: 1,
      ownerId: user.id,
    })
    .returning({ id: schema.courses.id, title: schema.courses.title });
  if (!course) throw new Error("no course");
  const [lesson] = await db
    .insert(schema.lessons)
    .values({ courseId: course.id, orderIndex: 0, title: `Lesson of ${tag}`, duration: "10 min" })
    .returning({ id: schema.lessons.id });
  if (!lesson) throw new Error("no lesson");

  await db.insert(schema.courseEnrollments).values({
    userId: user.id,
    courseId: course.id,
    progress: 100,
    watchSeconds: 600,
    completedAt: new Date(),
  });
  await db.insert(schema.lessonProgress).values({
    userId: user.id,
    courseId: course.id,
    lessonId: lesson.id,
    watchedPercentage: 100,
    positionSeconds: 600,
    completedAt: new Date(),
  });
  await db.insert(schema.learningActivity).values({
    userId: user.id,
    courseId: course.id,
    lessonId: lesson.id,
    watchSeconds: 600,
  });
  // Consulting hours and a day off (a staff member who takes consultations).
  await db
    .insert(schema.consultantHours)
    .values({ userId: user.id, weekday: 1, fromHour: 9, toHour: 12 });
  await db.insert(schema.consultantDaysOff).values({ userId: user.id, day: "2030-01-02" });
  // Their watch-time clock (what their reports have been credited up to).
  await db.insert(schema.watchClocks).values({ userId: user.id, creditedUntil: new Date() });
  // A report their phone queued offline and sent later.
  await db.insert(schema.progressSyncReceipts).values({
    userId: user.id,
    clientId: randomUUID(),
    lessonId: lesson.id,
  });
  const [quiz] = await db
    .insert(schema.quizzes)
    .values({ courseId: course.id, title: `Final assessment of ${tag}` })
    .returning({ id: schema.quizzes.id });
  const [question] = await db
    .insert(schema.quizQuestions)
    .values({
      quizId: quiz?.id ?? "",
      position: 0,
      type: "true_false",
      prompt: `Question of ${tag}`,
      key: { type: "true_false", answer: true },
    })
    .returning();
  if (!quiz || !question) throw new Error("no quiz");
  const [attempt] = await db
    .insert(schema.quizAttempts)
    .values({
      quizId: quiz.id,
      userId: user.id,
      number: 1,
      status: "submitted",
      submittedAt: new Date(),
      questions: [
        {
          id: question.id,
          type: question.type,
          prompt: question.prompt,
          marks: 1,
          explanation: "",
          imageUrl: null,
          key: question.key,
        },
      ],
      marksEarned: 1,
      marksTotal: 1,
      score: 100,
      passed: true,
    })
    .returning({ id: schema.quizAttempts.id });
  await db.insert(schema.quizAnswers).values({
    attemptId: attempt?.id ?? "",
    questionId: question.id,
    answer: { type: "true_false", value: true },
    credit: 1,
  });
  const code = `AFA-TEST-${tag.slice(-8).toUpperCase()}`;
  await db.insert(schema.certificates).values({
    code,
    userId: user.id,
    courseId: course.id,
    learnerName: user.name,
    courseTitle: course.title,
    instructor: "Dr. Test",
  });
  await db.insert(schema.payments).values({
    reference: `AFA-FIXTURE-${tag}`.toUpperCase(),
    userId: user.id,
    email: user.email,
    payerName: user.name,
    courseId: course.id,
    courseTitle: course.title,
    provider: "test",
    listPriceKobo: 1_250_000,
    amountKobo: 1_250_000,
    vatRateBps: 750,
    status: "paid",
    receiptNumber: `FIX-${tag}`,
    paidAt: new Date(),
  });
  const [consultation] = await db
    .insert(schema.consultations)
    .values({
      userId: user.id,
      name: user.name,
      email: user.email,
      plan: "Beginner",
      message: `Consultation of ${tag}`,
    })
    .returning({ id: schema.consultations.id });
  await db.insert(schema.contacts).values({
    name: user.name,
    email: user.email,
    subject: "general",
    message: `Contact message of ${tag}`,
  });
  await db.insert(schema.notifications).values({
    userId: user.id,
    type: "success",
    title: "Certificate Ready",
    message: `Notification of ${tag}`,
  });
  await db.insert(schema.notificationPreferences).values({
    userId: user.id,
    courseUpdates: false,
    progressAlerts: true,
    certificateReady: true,
    systemNotifications: false,
  });
  await db.insert(schema.session).values({
    id: randomUUID(),
    userId: user.id,
    token: `session-token-${tag}`,
    expiresAt: new Date(Date.now() + 86_400_000),
    ipAddress: "203.0.113.7",
    userAgent: "Fixture Browser/1.0",
  });
  await db.insert(schema.twoFactor).values({
    id: randomUUID(),
    userId: user.id,
    secret: `two-factor-secret-${tag}`,
    backupCodes: `backup-codes-${tag}`,
    friendlyName: "Tecno phone",
  });
  await db.insert(schema.usedTotpCodes).values({ userId: user.id, codeHash: `code-hash-${tag}` });
  await db.insert(schema.phoneFactors).values({
    userId: user.id,
    phone: "+2348031234567",
    verifiedAt: new Date(),
    friendlyName: "Text messages",
  });
  await db.insert(schema.verification).values({
    id: randomUUID(),
    identifier: `reset-password:${tag}`,
    value: user.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await db
    .insert(schema.siteSettings)
    .values({ key: `fixture-setting-${tag}`, value: true, updatedBy: user.id });

  return {
    courseId: course.id,
    courseTitle: course.title,
    lessonId: lesson.id,
    certificateCode: code,
    consultationId: consultation?.id ?? "",
    secrets: [`session-token-${tag}`, `two-factor-secret-${tag}`, `backup-codes-${tag}`],
    tag,
  };
}
