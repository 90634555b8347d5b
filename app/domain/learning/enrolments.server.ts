import { and, eq } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { courseEnrollments, courses, payments } from "~/db/schema";
import { notify } from "~/domain/notifications/notifications.server";
import { courseContentPath } from "~/lib/course-paths";

/**
 * Course id → progress (0-100) for the learner's enrolments in published courses: what the
 * catalogue needs to show "Continue" and the "completed of total" banner, in one query.
 */
export async function enrolmentProgressByCourse(
  db: Database,
  userId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ courseId: courseEnrollments.courseId, progress: courseEnrollments.progress })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(and(eq(courseEnrollments.userId, userId), eq(courses.isPublished, true)));
  return new Map(rows.map((r) => [r.courseId, r.progress]));
}

/** A course counts as completed at progress 100. */
export function countCompleted(progress: Iterable<number>): number {
  let completed = 0;
  for (const p of progress) if (p >= 100) completed += 1;
  return completed;
}

export async function findEnrolment(
  db: Database,
  { userId, courseId }: { userId: string; courseId: string },
) {
  const [row] = await db
    .select({
      id: courseEnrollments.id,
      progress: courseEnrollments.progress,
      // What the learner paid for it (after any coupon); null when it was free or given by staff.
      paidKobo: payments.amountKobo,
    })
    .from(courseEnrollments)
    .leftJoin(payments, eq(payments.id, courseEnrollments.paymentId))
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

type EnrolledCourse = { id: string; slug: string; title: string };

export type EnrolResult =
  | { status: "enrolled"; course: EnrolledCourse }
  | { status: "already-enrolled"; course: EnrolledCourse }
  | { status: "not-found" }
  /** A priced course: only a fulfilled payment enrols (domain/payments/payments.server.ts). */
  | { status: "payment-required"; course: EnrolledCourse }
  | { status: "failed"; error: unknown };

/** PostgreSQL's unique_violation, found on the driver error however deep drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current === "object" && (current as { code?: unknown }).code === "23505") {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type NewEnrolment = {
  userId: string;
  course: { id: string; title: string };
  /** The fulfilled payment that bought it (decision 0010); none for a free course. */
  paymentId?: string | null;
};

/**
 * Creates a learner's enrolment, once: the free path (`enrolInCourse`) and the paid one
 * (`fulfilPayment`, domain/payments) both come here. The unique index on (user, course) is the
 * rule: a second call, even one racing the first, adds no row and no notification and answers
 * `created: false`, without an error, so the caller's transaction (a payment's receipt number and
 * e-mail) goes on. The enrolment notification (topic "course", so Course Updates off means none)
 * is stored in the same transaction: there is never a notification without its enrolment, nor
 * two for one. A bought course says it was paid for; a free one is the plain "enrolled" notice.
 */
export async function createEnrolment(
  tx: Tx,
  { userId, course, paymentId = null }: NewEnrolment,
): Promise<{ created: true; id: string } | { created: false }> {
  const [row] = await tx
    .insert(courseEnrollments)
    .values({ userId, courseId: course.id, paymentId })
    .onConflictDoNothing({ target: [courseEnrollments.userId, courseEnrollments.courseId] })
    .returning({ id: courseEnrollments.id });
  if (!row) return { created: false };
  await notify(
    tx,
    paymentId
      ? {
          userId,
          topic: "course",
          type: "course",
          text: (t) => ({
            title: t.paidEnrolled.title({ course: course.title }),
            message: t.paidEnrolled.message,
          }),
          link: courseContentPath(course.id),
        }
      : {
          userId,
          topic: "course",
          type: "course",
          notice: { key: "enrolled", course: course.title },
          link: courseContentPath(course.id),
        },
  );
  return { created: true, id: row.id };
}

/**
 * Enrols a user (any role) in a published free course, which makes them one of its students (the
 * figure is the count of enrolments, domain/catalog/students.server.ts), through
 * `createEnrolment`: enrolling twice is "already enrolled", never a second row.
 */
export async function enrolInCourse(
  db: Database,
  { userId, courseSlug }: { userId: string; courseSlug: string },
): Promise<EnrolResult> {
  const [found] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      priceKobo: courses.priceKobo,
    })
    .from(courses)
    .where(and(eq(courses.slug, courseSlug), eq(courses.isPublished, true)))
    .limit(1);
  if (!found) return { status: "not-found" };
  const { priceKobo, ...course } = found;
  // The price is read with the course, here on the server: a priced course is bought at its
  // checkout, and this free path never enrols in one whatever the caller claims.
  if (priceKobo > 0) {
    const existing = await findEnrolment(db, { userId, courseId: course.id });
    return { status: existing ? "already-enrolled" : "payment-required", course };
  }
  try {
    const made = await db.transaction((tx) => createEnrolment(tx, { userId, course }));
    return { status: made.created ? "enrolled" : "already-enrolled", course };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "already-enrolled", course };
    return { status: "failed", error };
  }
}
