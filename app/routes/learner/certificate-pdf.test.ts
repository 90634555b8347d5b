import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCertificate } from "~/domain/learning/certificates.server";
import type { Services } from "~/services.server";
import {
  pdfText,
  seedCertificate,
  seedCompletedWithoutCertificate,
  withoutMarks,
} from "../../../tests/support/certificates";
import { callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser } from "../../../tests/support/users";
import { loader } from "./certificate-pdf";

let t: TestServices;
let services: Services;

beforeAll(async () => {
  t = await createTestServices({ env: { APP_URL: "https://afa-academy.example" } });
  services = t.services;
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createTestUser>>;

function download(user: User | null, code: string) {
  return callLoader(loader, {
    services,
    url: `/dashboard/certificates/${encodeURIComponent(code)}/pdf`,
    params: { code },
    user,
  });
}

async function bytesOf(response: Response | null): Promise<Uint8Array> {
  if (!response) throw new Error("no response");
  return new Uint8Array(await response.arrayBuffer());
}

describe("certificate PDF", () => {
  it("gives the owner their certificate as an attached PDF with the name and verification URL", async () => {
    const learner = await createTestUser(services, { name: "Adébáyọ̀ Ọláńrewájú" });
    const { certificate, course } = await seedCertificate(services.db, learner.id, {
      learnerName: "Adébáyọ̀ Ọláńrewájú",
      score: 91,
    });

    const result = await download(learner, certificate.code);

    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("application/pdf");
    expect(result.headers.get("Content-Disposition")).toBe(
      `attachment; filename="afa-certificate-${certificate.code}.pdf"`,
    );
    expect(result.headers.get("Cache-Control")).toContain("no-store");
    const bytes = await bytesOf(result.response);
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("%PDF");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const text = await pdfText(bytes);
    expect(withoutMarks(text)).toContain(withoutMarks("Adébáyọ̀ Ọláńrewájú"));
    expect(text).toContain(course.title);
    expect(text).toContain(certificate.code);
    expect(text).toContain(`https://afa-academy.example/certificates/${certificate.code}`);
    expect(text).toContain("Score: 91%");
  });

  it("prints the day the course was completed, also when the certificate was issued later", async () => {
    const learner = await createTestUser(services);
    const course = await seedCompletedWithoutCertificate(services.db, learner.id, {
      completedAt: new Date("2026-03-01T09:00:00Z"),
    });
    const issued = await issueCertificate(services.db, { userId: learner.id, courseId: course.id });
    if (issued.status !== "issued") throw new Error("not issued");

    const result = await download(learner, issued.certificate.code);

    expect(await pdfText(await bytesOf(result.response))).toContain("1 March 2026");
  });

  it("finds the code whatever its case", async () => {
    const learner = await createTestUser(services);
    const { certificate } = await seedCertificate(services.db, learner.id);
    const result = await download(learner, certificate.code.toLowerCase());
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Disposition")).toContain(certificate.code);
  });

  it("answers 404 to another learner, as to a code that does not exist", async () => {
    const owner = await createTestUser(services);
    const intruder = await createTestUser(services);
    const { certificate } = await seedCertificate(services.db, owner.id);

    for (const code of [certificate.code, "AFA-0000-0000-0000", "not a code", "x".repeat(500)]) {
      const result = await download(intruder, code);
      expect(result.status).toBe(404);
      expect(result.headers.get("Content-Type")).not.toBe("application/pdf");
    }
  });

  it("sends a signed-out visitor to log in", async () => {
    const owner = await createTestUser(services);
    const { certificate } = await seedCertificate(services.db, owner.id);
    const result = await download(null, certificate.code);
    expect(result.thrown).toBe(true);
    expect(result.location).toMatch(/^\/login\?redirectTo=/);
  });
});
