// A refund withdraws the certificate the refunded course earned: its code then says so on the
// public check, the learner's pages no longer offer it, and earning the course again after paying
// again makes the same code valid again.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseEnrollments, payments } from "~/db/schema";
import { finishRefund } from "~/domain/payments/payments.server";
import { seedCertificate } from "../../../tests/support/certificates";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import {
  findMyCertificateByCode,
  findPublicCertificate,
  getMyCertificates,
} from "./certificate-queries.server";
import { issueCertificate } from "./certificates.server";
import { countCertificates } from "./stats.server";

const suite = setupTestServices();

async function paidCertificate() {
  const { services } = suite;
  const learner = await createTestUser(services);
  const { certificate, course } = await seedCertificate(services.db, learner.id);
  const reference = `AFA-T-${certificate.code.slice(4)}`;
  const [payment] = await services.db
    .insert(payments)
    .values({
      reference,
      userId: learner.id,
      courseId: course.id,
      courseTitle: course.title,
      provider: "test",
      listPriceKobo: 1_250_000,
      amountKobo: 1_250_000,
      vatRateBps: 750,
      status: "paid",
    })
    .returning();
  if (!payment) throw new Error("payment not stored");
  await services.db
    .update(courseEnrollments)
    .set({ paymentId: payment.id })
    .where(eq(courseEnrollments.courseId, course.id));
  return { learner, certificate, course, reference, payment };
}

describe("a refunded course's certificate", () => {
  it("is withdrawn: the public check says so, the learner's pages and PDF no longer offer it", async () => {
    const { services } = suite;
    const { learner, certificate, reference } = await paidCertificate();
    expect((await findPublicCertificate(services.db, certificate.code))?.withdrawnAt).toBeNull();

    const refundedAt = new Date("2026-12-01T10:00:00Z");
    expect((await finishRefund(services, { reference, now: refundedAt })).status).toBe("refunded");

    const checked = await findPublicCertificate(services.db, certificate.code);
    expect(checked?.withdrawnAt).toEqual(refundedAt);
    expect(await findMyCertificateByCode(services.db, learner.id, certificate.code)).toBeNull();
    const mine = await getMyCertificates(services.db, learner.id);
    expect(mine.counts).toMatchObject({ all: 0, verified: 0, pending: 0 });
    expect(await countCertificates(services.db, learner.id)).toBe(0);
    // A second confirmation of the same refund changes nothing.
    expect((await finishRefund(services, { reference })).status).toBe("unchanged");
  });

  it("is valid again, with the same code, once the learner pays again and completes the course", async () => {
    const { services } = suite;
    const { learner, certificate, course, reference } = await paidCertificate();
    await finishRefund(services, { reference });
    await services.db
      .insert(courseEnrollments)
      .values({ userId: learner.id, courseId: course.id, progress: 100, completedAt: new Date() });

    const again = await issueCertificate(services.db, { userId: learner.id, courseId: course.id });
    expect(again).toMatchObject({ status: "issued", certificate: { code: certificate.code } });
    expect((await findPublicCertificate(services.db, certificate.code))?.withdrawnAt).toBeNull();
    expect(await countCertificates(services.db, learner.id)).toBe(1);
  });
});
