import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { certificates, courseEnrollments, courses } from "~/db/schema";
import { categoryLabel } from "~/domain/catalog/catalog.constants";
import type { Certificate } from "./certificates.server";
import { EXCELLENCE_SCORE } from "./stats";

/** The filter of /dashboard/certificates: all, verified, pending. */
export const CERTIFICATE_FILTERS = ["all", "verified", "pending"] as const;
export type CertificateFilter = (typeof CERTIFICATE_FILTERS)[number];

/**
 * Codes are printed in upper case but people type them as they like; AFA-… is all the table
 * holds, so anything longer than a code (or with other characters) is simply not found.
 */
export function normaliseCertificateCode(code: string | undefined): string | null {
  const normalised = (code ?? "").trim().toUpperCase();
  return /^[A-Z0-9-]{1,40}$/.test(normalised) ? normalised : null;
}

/** What a certificate card shows; the same shape for an issued one and one still to issue. */
export type CertificateItem = {
  status: "verified" | "pending";
  /** The course it is for (null once the course was deleted: the snapshot remains). */
  courseId: string | null;
  courseTitle: string;
  instructor: string;
  category: string;
  duration: string | null;
  /** Only where the course has a scored assessment. */
  score: number | null;
  /** When the learner completed the course (Lagos dates on screen). */
  date: Date;
  /** Verification code; null while pending. */
  code: string | null;
};

export type CertificateStatistics = {
  count: number;
  /** Rounded average over the certificates that have a score; null when none has. */
  averageScore: number | null;
  /** Certificates with a score of 90 or more; null when none has a score. */
  excellence: number | null;
  categories: number;
};

/** The certificates page's figures over the issued ones; scores only where there are some. */
export function certificateStatistics(
  issued: readonly Pick<CertificateItem, "score" | "category">[],
): CertificateStatistics {
  const scores = issued.map((c) => c.score).filter((s): s is number => s !== null);
  return {
    count: issued.length,
    averageScore:
      scores.length === 0 ? null : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
    excellence: scores.length === 0 ? null : scores.filter((s) => s >= EXCELLENCE_SCORE).length,
    categories: new Set(issued.map((c) => c.category)).size,
  };
}

/**
 * The learner's enrolment in the certificate's course, for the day they completed it: the same
 * moment as the issue when it was issued on completion, earlier when it was issued later from the
 * pending list. Gone with a deleted course, when the issue date stands in.
 */
const enrolmentOfCertificate = and(
  eq(courseEnrollments.userId, certificates.userId),
  eq(courseEnrollments.courseId, certificates.courseId),
);

export type CertificateWithCompletion = Certificate & { completedAt: Date };

function withCompletion(row: {
  certificate: Certificate;
  completedAt: Date | null;
}): CertificateWithCompletion {
  return { ...row.certificate, completedAt: row.completedAt ?? row.certificate.issuedAt };
}

function fromCertificate(row: CertificateWithCompletion): CertificateItem {
  return {
    status: "verified",
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    instructor: row.instructor,
    category: row.category,
    duration: row.duration,
    score: row.score,
    date: row.completedAt,
    code: row.code,
  };
}

/** How many certificate cards the certificates page shows at a time. */
export const CERTIFICATES_PAGE_SIZE = 12;

/**
 * The learner's certificates page in two queries: the issued certificates, and the completed
 * enrolments (progress 100) that have none yet (completed before issuing existed, or issuing
 * failed). Newest first, whatever the filter; counts and statistics cover everything, the cards
 * one page of the filtered list (both lists are bounded by the learner's courses and the figures
 * need them all, so the page is cut here). A page past the end is the last page.
 */
export async function getMyCertificates(
  db: Database,
  userId: string,
  filter: CertificateFilter = "all",
  requestedPage = 1,
  pageSize: number = CERTIFICATES_PAGE_SIZE,
) {
  const [issuedRows, pendingRows] = await Promise.all([
    db
      .select({ certificate: certificates, completedAt: courseEnrollments.completedAt })
      .from(certificates)
      .leftJoin(courseEnrollments, enrolmentOfCertificate)
      .where(and(eq(certificates.userId, userId), isNull(certificates.withdrawnAt)))
      .orderBy(desc(certificates.issuedAt), desc(certificates.id)),
    db
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        instructor: courses.instructor,
        category: courses.category,
        duration: courses.duration,
        score: courseEnrollments.score,
        completedAt: courseEnrollments.completedAt,
        updatedAt: courseEnrollments.updatedAt,
      })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .leftJoin(
        certificates,
        and(
          eq(certificates.userId, courseEnrollments.userId),
          eq(certificates.courseId, courseEnrollments.courseId),
          isNull(certificates.withdrawnAt),
        ),
      )
      .where(
        and(
          eq(courseEnrollments.userId, userId),
          eq(courseEnrollments.progress, 100),
          isNull(certificates.id),
        ),
      )
      .orderBy(desc(courseEnrollments.completedAt), desc(courseEnrollments.updatedAt)),
  ]);

  const issued = issuedRows.map((row) => fromCertificate(withCompletion(row)));
  const pending: CertificateItem[] = pendingRows.map((row) => ({
    status: "pending",
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    instructor: row.instructor,
    category: categoryLabel(row.category),
    duration: row.duration,
    // Set only by a graded final assessment: a course without one has none.
    score: row.score,
    date: row.completedAt ?? row.updatedAt,
    code: null,
  }));

  const listed = (
    filter === "verified" ? issued : filter === "pending" ? pending : [...issued, ...pending]
  ).sort((a, b) => b.date.getTime() - a.date.getTime());
  const pageCount = Math.max(1, Math.ceil(listed.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage)), pageCount);
  return {
    filter,
    page,
    pageCount,
    certificates: listed.slice((page - 1) * pageSize, page * pageSize),
    counts: {
      all: issued.length + pending.length,
      verified: issued.length,
      pending: pending.length,
    },
    statistics: certificateStatistics(issued),
  };
}

export type MyCertificates = Awaited<ReturnType<typeof getMyCertificates>>;

/** One of the learner's own certificates by its code (the PDF): another learner's is not found. */
export async function findMyCertificateByCode(
  db: Database,
  userId: string,
  code: string,
): Promise<CertificateWithCompletion | null> {
  const [row] = await db
    .select({ certificate: certificates, completedAt: courseEnrollments.completedAt })
    .from(certificates)
    .leftJoin(courseEnrollments, enrolmentOfCertificate)
    .where(
      and(
        eq(certificates.code, code),
        eq(certificates.userId, userId),
        isNull(certificates.withdrawnAt),
      ),
    )
    .limit(1);
  return row ? withCompletion(row) : null;
}

/**
 * What the public verification page may show of a certificate: the snapshot printed on it, and
 * the course's page while it is published. Never the learner's e-mail or ids.
 */
export async function findPublicCertificate(db: Database, code: string) {
  const [row] = await db
    .select({
      code: certificates.code,
      learnerName: certificates.learnerName,
      courseTitle: certificates.courseTitle,
      instructor: certificates.instructor,
      category: certificates.category,
      duration: certificates.duration,
      score: certificates.score,
      issuedAt: certificates.issuedAt,
      withdrawnAt: certificates.withdrawnAt,
      completedAt: courseEnrollments.completedAt,
      courseSlug: courses.slug,
      coursePublished: courses.isPublished,
    })
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.courseId))
    .leftJoin(courseEnrollments, enrolmentOfCertificate)
    .where(eq(certificates.code, code))
    .limit(1);
  if (!row) return null;
  const { courseSlug, coursePublished, issuedAt, completedAt, ...certificate } = row;
  return {
    ...certificate,
    completedAt: completedAt ?? issuedAt,
    courseSlug: coursePublished ? courseSlug : null,
  };
}

export type PublicCertificate = NonNullable<Awaited<ReturnType<typeof findPublicCertificate>>>;
