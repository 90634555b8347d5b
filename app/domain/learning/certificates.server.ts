import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { certificates, courseEnrollments, courses, user } from "~/db/schema";
import { COURSE_CATEGORIES } from "~/db/schema/enums";
import {
  type CertificateMailServices,
  queueCertificateIssuedEmail,
} from "~/domain/mail/certificate-emails.server";
import { notify } from "~/domain/notifications/notifications.server";

// Crockford's base32 without I, L, O, U: nothing a learner could misread when typing a code.
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** AFA-XXXX-XXXX-XXXX: 60 random bits, unguessable and short enough to read out on a call. */
export function generateCertificateCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 3; g += 1) {
    let group = "";
    for (let i = 0; i < 4; i += 1) group += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    groups.push(group);
  }
  return `AFA-${groups.join("-")}`;
}

export type Certificate = typeof certificates.$inferSelect;

export type IssueResult =
  | { status: "issued"; certificate: Certificate }
  | { status: "exists"; certificate: Certificate }
  | { status: "not-complete" };

/**
 * Issues the learner's certificate for a course they completed (enrolment progress 100), exactly
 * once: the unique (user, course) index settles a race between two requests. The learner's name,
 * the course and its score are copied so the certificate stays verifiable after later edits.
 * Pass a transaction to issue it together with the progress update that completed the course.
 * The "Certificate Ready" notification is stored in the same call; the e-mail is
 * issueCertificateWithEmail's.
 */
export async function issueCertificate(
  db: Database,
  { userId, courseId }: { userId: string; courseId: string },
): Promise<IssueResult> {
  const existing = await findCertificateForCourse(db, { userId, courseId });
  if (existing && !existing.withdrawnAt) return { status: "exists", certificate: existing };

  const [row] = await db
    .select({
      progress: courseEnrollments.progress,
      score: courseEnrollments.score,
      learnerName: user.name,
      courseTitle: courses.title,
      instructor: courses.instructor,
      category: courses.category,
      duration: courses.duration,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .innerJoin(user, eq(user.id, courseEnrollments.userId))
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
    .limit(1);
  if (!row || row.progress < 100) return { status: "not-complete" };

  const category = COURSE_CATEGORIES.find((c) => c.slug === row.category)?.label ?? "Agriculture";
  const snapshot = {
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
    instructor: row.instructor,
    category,
    duration: row.duration,
    // The final assessment's kept grade; a course without one has no score (never a default).
    score: row.score,
  };
  if (existing) {
    // Withdrawn after a refund, earned again after paying again: the same code is valid again,
    // with what this completion earned.
    const [reinstated] = await db
      .update(certificates)
      .set({ ...snapshot, issuedAt: new Date(), withdrawnAt: null })
      .where(eq(certificates.id, existing.id))
      .returning();
    if (reinstated) {
      await notifyCertificateReady(db, userId, row.courseTitle);
      return { status: "issued", certificate: reinstated };
    }
  }
  // ON CONFLICT DO NOTHING rather than catching the violation: inside the caller's transaction a
  // failed statement would abort everything else it did.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [certificate] = await db
      .insert(certificates)
      .values({ code: generateCertificateCode(), userId, courseId, ...snapshot })
      .onConflictDoNothing()
      .returning();
    if (certificate) {
      await notifyCertificateReady(db, userId, row.courseTitle);
      return { status: "issued", certificate };
    }
    // Either a concurrent request issued it first, or (60 random bits) the code was taken.
    const raced = await findCertificateForCourse(db, { userId, courseId });
    if (raced) return { status: "exists", certificate: raced };
  }
  throw new Error("could not find a free certificate code");
}

function notifyCertificateReady(db: Database, userId: string, course: string) {
  return notify(db, {
    userId,
    topic: "certificate",
    type: "success",
    notice: { key: "certificateReady", course },
    link: "/dashboard/certificates",
  });
}

/**
 * Withdraws the learner's certificate for a course whose payment was refunded (in the refund's
 * transaction). It stays in the table so its code tells whoever checks it that it was withdrawn;
 * the learner's pages and downloads no longer offer it.
 */
export async function withdrawCertificate(
  db: Database,
  { userId, courseId, at }: { userId: string; courseId: string; at: Date },
): Promise<void> {
  await db
    .update(certificates)
    .set({ withdrawnAt: at })
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.courseId, courseId),
        isNull(certificates.withdrawnAt),
      ),
    );
}

/**
 * Issues the certificate (issueCertificate) and queues its e-mail, all in one transaction: `db` is
 * the database when the learner asks for it (their certificates page), or the transaction that
 * completed the course (then this is a savepoint in it). The e-mail is queued in a savepoint of
 * its own, so a failure to queue it is logged and the learner still keeps the certificate.
 */
export function issueCertificateWithEmail(
  db: Database,
  mail: CertificateMailServices,
  learner: { userId: string; courseId: string },
): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    const result = await issueCertificate(tx, learner);
    if (result.status === "issued") await queueCertificateIssuedEmail(mail, tx, result.certificate);
    return result;
  });
}

export async function findCertificateForCourse(
  db: Database,
  { userId, courseId }: { userId: string; courseId: string },
): Promise<Certificate | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row ?? null;
}
