// Test-only builders and readers for the certificate tests (never imported by the app).
import { and, eq } from "drizzle-orm";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import type { Database } from "~/db/client.server";
import { certificates, courseEnrollments } from "~/db/schema";
import { generateCertificateCode } from "~/domain/learning/certificates.server";
import { createTestCourse, enrolDirectly } from "./courses";

/** An issued certificate row for `userId`, for a new course (a snapshot like issueCertificate's). */
export async function seedCertificate(
  db: Database,
  userId: string,
  values: {
    score?: number | null;
    category?: string;
    issuedAt?: Date;
    learnerName?: string;
  } = {},
) {
  const issuedAt = values.issuedAt ?? new Date();
  const course = await createTestCourse(db, { lessonCount: 1 });
  await enrolDirectly(db, userId, course.id);
  // Issued on completion, as progress.server does.
  await db
    .update(courseEnrollments)
    .set({ progress: 100, completedAt: issuedAt })
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, course.id)));
  const [row] = await db
    .insert(certificates)
    .values({
      code: generateCertificateCode(),
      userId,
      courseId: course.id,
      learnerName: values.learnerName ?? "Adaeze Okafor",
      courseTitle: course.title,
      instructor: "Dr. Funmi Adeyemi",
      category: values.category ?? "Crop Management",
      duration: "1 hour",
      score: values.score === undefined ? null : values.score,
      issuedAt,
    })
    .returning();
  if (!row) throw new Error("certificate not stored");
  return { certificate: row, course };
}

/**
 * A course the learner finished (progress 100) without a certificate row: completed before
 * issuing existed, or issuing failed.
 */
export async function seedCompletedWithoutCertificate(
  db: Database,
  userId: string,
  { completedAt = new Date(), score = null as number | null } = {},
) {
  const course = await createTestCourse(db, { lessonCount: 2 });
  await enrolDirectly(db, userId, course.id);
  await db
    .update(courseEnrollments)
    .set({ progress: 100, completedAt, score })
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, course.id)));
  return course;
}

/**
 * The text a PDF draws, read back from its content streams: the hex strings of its text
 * operators decoded from WinAnsi (the standard fonts' encoding), one line per operator.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  const decoder = new TextDecoder("windows-1252");
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const hex = match[1] ?? "";
        const data = new Uint8Array(hex.length / 2);
        for (let i = 0; i < data.length; i += 1) {
          data[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
        }
        lines.push(decoder.decode(data));
      }
    }
  }
  return lines.join("\n");
}
