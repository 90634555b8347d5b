import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificates } from "~/db/schema";
import { seedCertificate } from "../../../tests/support/certificates";
import { renderPage } from "../../../tests/support/render";
import { callLoader } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import CertificatePage, { headers, loader } from "./certificate";

const suite = setupTestServices();

function open(code: string, user: Awaited<ReturnType<typeof createTestUser>> | null = null) {
  return callLoader(loader, {
    services: suite.services,
    url: `/certificates/${encodeURIComponent(code)}`,
    params: { code },
    user,
  });
}

describe("public verification page", () => {
  it("shows anyone, signed out, what is printed on the certificate", async () => {
    const learner = await createTestUser(suite.services, { name: "Ngozi Ẹ̀bùbẹ̀" });
    const { certificate, course } = await seedCertificate(suite.services.db, learner.id, {
      learnerName: "Ngozi Ẹ̀bùbẹ̀",
      score: 87,
    });

    const result = await open(certificate.code);

    expect(result.status).toBe(200);
    expect(result.data?.certificate).toEqual({
      code: certificate.code,
      learnerName: "Ngozi Ẹ̀bùbẹ̀",
      courseTitle: course.title,
      instructor: "Dr. Funmi Adeyemi",
      category: "Crop Management",
      duration: "1 hour",
      score: 87,
      completedAt: certificate.issuedAt,
      courseSlug: course.slug,
      withdrawnAt: null,
    });
  });

  it("says a withdrawn certificate (its course refunded) no longer counts, with the date", async () => {
    const learner = await createTestUser(suite.services);
    const { certificate } = await seedCertificate(suite.services.db, learner.id);
    await suite.services.db
      .update(certificates)
      .set({ withdrawnAt: new Date("2026-11-30T12:00:00Z") })
      .where(eq(certificates.id, certificate.id));

    const result = await open(certificate.code);
    expect(result.status).toBe(200);
    const html = renderPage(
      { id: "routes/public/certificate", path: "/certificates/:code", Component: CertificatePage },
      result.data,
      { site: { siteName: "AFA Academy" } },
    );
    expect(html).toContain("This certificate was withdrawn");
    expect(html).toContain("withdrew this certificate on 30 November 2026");
    expect(html).not.toContain("Verified certificate");
  });

  it("never reveals the learner's e-mail or ids", async () => {
    const learner = await createTestUser(suite.services);
    const { certificate } = await seedCertificate(suite.services.db, learner.id);
    const result = await open(certificate.code);
    const json = JSON.stringify(result.data);
    expect(json).not.toContain(learner.email);
    expect(json).not.toContain(learner.id);
    expect(json).not.toContain(certificate.id);
  });

  it("matches the code whatever its case or surrounding spaces", async () => {
    const learner = await createTestUser(suite.services);
    const { certificate } = await seedCertificate(suite.services.db, learner.id);
    for (const code of [certificate.code.toLowerCase(), ` ${certificate.code} `]) {
      const result = await open(code);
      expect(result.status).toBe(200);
      expect(result.data?.certificate.code).toBe(certificate.code);
    }
  });

  it("answers 404, not 500, to an unknown or malformed code", async () => {
    for (const code of [
      "AFA-0000-0000-0000",
      "nope",
      "'; drop table certificates; --",
      "A".repeat(300),
    ]) {
      const result = await open(code);
      expect(result.thrown).toBe(true);
      expect(result.status).toBe(404);
    }
  });

  it("keeps the page out of search engines", () => {
    expect(headers()).toEqual({ "X-Robots-Tag": "noindex" });
  });
});
