// Test-only builders and readers for the certificate tests (never imported by the app).
import { and, eq } from "drizzle-orm";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
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

/** A ToUnicode CMap as a map from a font's codes (hex) to the text they stand for. */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => {
    const units: number[] = [];
    for (let i = 0; i < hex.length; i += 4) units.push(Number.parseInt(hex.slice(i, i + 4), 16));
    return String.fromCharCode(...units);
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = "", text = ""] of (block[1] ?? "").matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      map.set(code.toUpperCase(), utf16(text));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? "";
    for (const m of body.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const [, from = "", to = "", target = ""] = m;
      const start = Number.parseInt(from, 16);
      const end = Number.parseInt(to, 16);
      const width = from.length;
      const targets = target.startsWith("[")
        ? [...target.matchAll(/<([0-9A-Fa-f]+)>/g)].map((t) => utf16(t[1] ?? ""))
        : null;
      const base = targets ? 0 : Number.parseInt(target.slice(1, -1), 16);
      for (let code = start; code <= end; code += 1) {
        const key = code.toString(16).toUpperCase().padStart(width, "0");
        map.set(
          key,
          targets ? (targets[code - start] ?? "") : String.fromCodePoint(base + code - start),
        );
      }
    }
  }
  return map;
}

/**
 * The text a PDF draws, read back from its content streams, one line per text operator: an
 * embedded font's codes through its ToUnicode map, a standard font's bytes as WinAnsi.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  const winAnsi = new TextDecoder("windows-1252");
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    const cmaps = new Map<string, Map<string, string> | null>();
    const cmapOf = (name: string) => {
      if (!cmaps.has(name)) {
        const font = fonts?.lookupMaybe(PDFName.of(name), PDFDict);
        const stream = font?.lookup(PDFName.of("ToUnicode"));
        cmaps.set(
          name,
          stream instanceof PDFRawStream
            ? parseToUnicode(new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()))
            : null,
        );
      }
      return cmaps.get(name) ?? null;
    };
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    let cmap: Map<string, string> | null = null;
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
      for (const match of operators.matchAll(
        /\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g,
      )) {
        if (match[1] !== undefined) {
          cmap = cmapOf(match[1]);
          continue;
        }
        const hex = (match[2] ?? "").toUpperCase();
        if (cmap) {
          let text = "";
          for (let i = 0; i < hex.length; i += 4) text += cmap.get(hex.slice(i, i + 4)) ?? "";
          lines.push(text);
          continue;
        }
        const data = new Uint8Array(hex.length / 2);
        for (let i = 0; i < data.length; i += 1) {
          data[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
        }
        lines.push(winAnsi.decode(data));
      }
    }
  }
  return lines.join("\n").normalize("NFC");
}

/**
 * Text without its accents and under-dots, for comparing what a PDF draws: pdf-lib's ToUnicode
 * map gives a base letter the code point of the first accented letter it was drawn in, so the
 * marks read back from an embedded font are not reliable (the printed letters are).
 */
export function withoutMarks(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}
